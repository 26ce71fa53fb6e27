import type * as en from './tracking.messages'

export const notFound: typeof en.notFound = 'لم نعثر على أي شحنة بهذا الرقم.'

export const failed: typeof en.failed = 'تعذّر جلب تفاصيل التتبّع. يرجى المحاولة مجددًا.'

export const label: typeof en.label = 'رقم التتبّع'

export const placeholder: typeof en.placeholder = 'أدخل رقم التتبّع المكوّن من 10 خانات'

export const formatHint: typeof en.formatHint =
  'تتكوّن أرقام التتبّع عادةً من 4 أحرف و6 أرقام، مثل ABCD123456. بحثنا عن الرقم كما أدخلته تمامًا.'

export const track: typeof en.track = 'تتبّع'

export const lookingUp: typeof en.lookingUp = (trackingId) =>
  `جارٍ البحث عن \u2068${trackingId}\u2069…`
