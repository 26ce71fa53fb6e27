import type * as en from './post.messages'

export const breadcrumb: typeof en.breadcrumb = 'المدونة'

export const cta: typeof en.cta =
  'تخطّط لانتقالك أنت أيضًا؟ أخبرنا عنه واحصل على عرض سعر مجاني ومفصّل.'

export const reachOut: typeof en.reachOut = 'تواصل معنا'
