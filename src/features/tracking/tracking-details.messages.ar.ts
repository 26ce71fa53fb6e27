import type * as en from './tracking-details.messages'

export const statusUpdates: typeof en.statusUpdates = 'تحديثات الحالة'

export const noUpdates: typeof en.noUpdates = 'لا توجد تحديثات للحالة حتى الآن.'

export const trackingId: typeof en.trackingId = 'رقم التتبّع'

export const cargoType: typeof en.cargoType = 'نوع الشحنة'

export const customerName: typeof en.customerName = 'اسم العميل'

export const receiverName: typeof en.receiverName = 'اسم المستلم'

export const contactNumber: typeof en.contactNumber = 'رقم التواصل'

export const email: typeof en.email = 'البريد الإلكتروني'

export const recipientAddress: typeof en.recipientAddress = 'عنوان المستلم'

export const recipientCountry: typeof en.recipientCountry = 'دولة المستلم'

export const commodity: typeof en.commodity = 'نوع البضاعة'

export const packages: typeof en.packages = 'عدد الطرود'

export const weight: typeof en.weight = 'الوزن'

export const volume: typeof en.volume = 'الحجم'

export const origin: typeof en.origin = 'نقطة الانطلاق'

export const destination: typeof en.destination = 'الوجهة'

export const cargoReference: typeof en.cargoReference = 'الرقم المرجعي للشحنة'

export const collectionDate: typeof en.collectionDate = 'تاريخ الاستلام'

export const departureDate: typeof en.departureDate = 'تاريخ المغادرة'

export const arrivalDate: typeof en.arrivalDate = 'تاريخ الوصول'

export const kilograms: typeof en.kilograms = 'كغ'

export const cubicMetres: typeof en.cubicMetres = 'م³'
