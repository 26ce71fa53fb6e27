import type * as en from './planner-messages.ts'

export const plannerMessages: typeof en.plannerMessages = {
  moveType: 'يرجى اختيار ما تودّ نقله.',
  area: 'يرجى اختيار المنطقة.',
  country: 'يرجى اختيار الدولة.',
  city: 'يرجى إدخال اسم المدينة.',
  propertyType: 'يرجى اختيار نوع العقار.',
  floor: (highest) => `يرجى إدخال رقم طابق من 0 إلى ${highest}.`,
  flexibility: 'يرجى تحديد مدى مرونتك في الموعد.',
  date: 'يرجى اختيار موعد الانتقال.',
  datePast: 'يرجى اختيار تاريخ يبدأ من اليوم فصاعدًا.',
  home: 'يرجى اختيار حجم منزلك.',
  desks: (most) => `يرجى إدخال عدد مكاتب من 1 إلى ${most}.`,
  inventory: 'يرجى إضافة قطعة واحدة على الأقل.',
  itemCount: (most) => `يمكن أن يتراوح عدد كل قطعة بين 0 و${most}.`,
  method: 'يرجى اختيار طريقة التواصل التي تفضّلها.',
  time: 'يرجى اختيار الوقت المناسب للتواصل معك.',
  consent: 'يرجى الموافقة حتى نتمكن من التواصل معك بشأن عرض السعر.',
}
