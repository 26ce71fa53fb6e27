import type * as en from './contact-form-section.messages'

export const heading: typeof en.heading = 'تواصل معنا'

export const intro: typeof en.intro =
  'أخبرنا بما تريد نقله وإلى أين. يرد عليك أحد منسّقينا خلال يوم عمل واحد بعرض سعر مجاني ومفصّل، ومعاينة بالفيديو أو في منزلك إن رغبت.'

export const eyebrow: typeof en.eyebrow = 'عرض سعر مجاني'
export const daysAndHours: typeof en.daysAndHours = (days, hours) => `${days}، ${hours}`
