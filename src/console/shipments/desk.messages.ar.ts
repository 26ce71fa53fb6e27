import { plural } from '@contract/plural'

import type * as en from './desk.messages'

export const summaryCustomer: typeof en.summaryCustomer = 'العميل'
export const summaryRoute: typeof en.summaryRoute = 'المسار'
export const summaryStage: typeof en.summaryStage = 'المرحلة الحالية'
export const summaryEta: typeof en.summaryEta = 'الوصول المتوقع'
export const notSet: typeof en.notSet = 'غير محدد'
export const noCustomerName: typeof en.noCustomerName = 'بلا اسم بعد'
export const overdueBadge: typeof en.overdueBadge = 'متأخرة'
export const onTrackBadge: typeof en.onTrackBadge = 'في موعدها'
export const deliveredBadge: typeof en.deliveredBadge = 'تم التسليم'
export const stageReached: typeof en.stageReached = '(تمّت)'
export const stageNext: typeof en.stageNext = '(التالية)'
export const noteFromStage: typeof en.noteFromStage =
  'كُتبت فيه العبارة المعتادة لهذه المرحلة؛ غيّرها، أو اتركه فارغًا لتُنشر هي.'
export const undo: typeof en.undo = 'تراجع'
export const restored: typeof en.restored = 'أُعيد التحديث. لم يُرسل أي بريد إلكتروني.'
export const correctionUndone: typeof en.correctionUndone = 'أُلغي التصحيح.'
export const customerPreview: typeof en.customerPreview = 'اعرض صفحة العميل'
export const downloadTemplate: typeof en.downloadTemplate = 'نزّل ملف نموذج'
export const templateFile: typeof en.templateFile = 'updates-template.csv'
export const postRow: typeof en.postRow = (row) => `انشر الصف ${row}`
export const skipsStages: typeof en.skipsStages = (stages) => `يتخطّى: ${stages}`
export const leftOut: typeof en.leftOut = 'مستبعَد'
export const applyChosen: typeof en.applyChosen = (count) =>
  plural('ar', count, {
    one: 'انشر الصف المحدَّد',
    two: 'انشر الصفّين المحدَّدين',
    few: 'انشر الصفوف الـ# المحدَّدة',
    many: 'انشر الـ# صفًّا المحدَّدة',
    other: 'انشر الـ# صف المحدَّدة',
  })
export const filtersToggle: typeof en.filtersToggle = 'البحث والتصفية'
export const filtersOn: typeof en.filtersOn = (count) =>
  plural('ar', count, {
    one: 'مرشّح واحد مفعّل',
    two: 'مرشّحان مفعّلان',
    few: '# مرشّحات مفعّلة',
    other: '# مرشّحًا مفعّلًا',
  })
