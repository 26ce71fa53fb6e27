import type * as en from './use-quote-planner.messages'

export const failure: typeof en.failure = 'تعذّر إرسال طلب عرض السعر. يرجى المحاولة مجددًا.'
