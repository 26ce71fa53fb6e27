import type * as en from './about.messages'

export const title: typeof en.title = 'شركة نقل حاصلة على شهادات ISO في قطر | من نحن'

export const description: typeof en.description =
  'تعرّف على شركة النقل والخدمات اللوجستية في الدوحة التي تأسست عام 2011: حاصلة على شهادات ISO 9001 و14001 و45001، وتعمل بفرقها وأسطولها ومستودعها المكيّف الخاص.'

export const keywords: typeof en.keywords =
  'من نحن، شركة نقل معتمدة ISO في قطر، شركة نقل أثاث الدوحة، تاريخ شركة النقل، شركة نقل معتمدة'

export const bannerImage: typeof en.bannerImage = 'فريق النقل لدينا بزيّه الموحّد بجوار شاحنة الشركة'

export const breadcrumb: typeof en.breadcrumb = 'من نحن'

export const enquire: typeof en.enquire = 'استفسر الآن'

export const servicesEyebrow: typeof en.servicesEyebrow = 'ماذا نقدّم'

export const storyEyebrow: typeof en.storyEyebrow = 'منذ 2011'

export const values: typeof en.values = 'قيمنا'

export const certificationsTitle: typeof en.certificationsTitle = 'الشهادات والعضويات'

export const certificationsSubtitle: typeof en.certificationsSubtitle =
  'تدقيقات مستقلة وعضويات تُلزمنا بأعلى المعايير. اختر شهادة لعرضها.'

export const certificationsEyebrow: typeof en.certificationsEyebrow = 'اعتمادات'
