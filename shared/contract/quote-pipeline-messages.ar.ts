import type * as en from './quote-pipeline-messages.ts'

export const quotePipelineMessages: typeof en.quotePipelineMessages = {
  notAccepted: 'الدفعة المقدّمة لعرض سعر مقبول فقط: لم يُقبل عرض السعر هذا.',
  depositAlreadyReceived: 'سُجّل استلام الدفعة المقدّمة لعرض السعر هذا من قبل.',
  noAcceptedQuote: 'ليس لهذا الطلب عرض سعر مقبول تُملأ منه بيانات الشحنة.',
}
