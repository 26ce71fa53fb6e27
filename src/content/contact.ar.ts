import type * as en from './contact'

export const contactIntro: typeof en.contactIntro = {
  heading: 'تواصل معنا في أي وقت',
  text: 'اتصل بنا أو راسلنا أو زُر مكتبنا في الدوحة. يرد منسّق النقل على كل استفسار خلال يوم عمل واحد، ونجيب على المكالمات العاجلة طوال أيام الأسبوع.',
}

export const mapCaption: typeof en.mapCaption =
  'يقع مكتبنا على طريق سلوى في منطقة السد، على بُعد خمس دقائق من طريق الدوحة السريع، مع مواقف للزوار أمام المبنى.'
