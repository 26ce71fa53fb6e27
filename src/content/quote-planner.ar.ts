import type * as en from './quote-planner'

export type {
  ContactMethod,
  ContactTime,
  Flexibility,
  MoveType,
  PlannerStepId,
  PropertyType,
} from './quote-planner'
export { destinationCountryCodes, otherCountryCodes, qatarAreas } from './planner-places'

export const moveTypes: typeof en.moveTypes = [
  {
    id: 'local',
    label: 'نقل محلي',
    description: 'نقل منزل داخل قطر',
    serviceType: 'localMove',
  },
  {
    id: 'international',
    label: 'انتقال دولي',
    description: 'نقل منزل من قطر أو إليها',
    serviceType: 'internationalMove',
  },
  {
    id: 'office',
    label: 'نقل مكتب',
    description: 'المكاتب وأجهزة تقنية المعلومات والأرشيف، خارج أوقات الدوام',
    serviceType: 'localMove',
  },
  {
    id: 'vehicle',
    label: 'مركبة',
    description: 'شحن سيارة أو دراجة نارية أو استيرادها',
    serviceType: 'carExport',
  },
  {
    id: 'storage',
    label: 'تخزين',
    description: 'تخزين مكيّف في الدوحة',
    serviceType: 'storageServices',
  },
  {
    id: 'freight',
    label: 'شحن بضائع',
    description: 'شحن جوي أو بحري أو بري لبضائع الشركات',
    serviceType: 'logistics',
  },
]

export const qatarAreaNames: typeof en.qatarAreaNames = {
  'Al Sadd': 'السد',
  'Al Waab': 'الوعب',
  'Al Aziziya': 'العزيزية',
  'Al Duhail': 'الدحيل',
  'Al Gharafa': 'الغرافة',
  'Al Hilal': 'الهلال',
  'Al Mansoura': 'المنصورة',
  'Al Markhiya': 'المرخية',
  'Al Muntazah': 'المنتزه',
  'Al Nasr': 'النصر',
  'Bin Mahmoud': 'بن محمود',
  'Fereej Bin Omran': 'فريج بن عمران',
  'Madinat Khalifa': 'مدينة خليفة',
  Msheireb: 'مشيرب',
  Najma: 'نجمة',
  'Old Airport': 'المطار القديم',
  Onaiza: 'عنيزة',
  Dafna: 'الدفنة',
  'West Bay': 'الخليج الغربي',
  'West Bay Lagoon': 'لاجون الخليج الغربي',
  'The Pearl': 'اللؤلؤة',
  'Gewan Island': 'جزيرة جيوان',
  Katara: 'كتارا',
  Legtaifiya: 'لقطيفية',
  'Education City': 'المدينة التعليمية',
  'Al Rayyan': 'الريان',
  Muaither: 'معيذر',
  'Ain Khaled': 'عين خالد',
  'Abu Hamour': 'أبو هامور',
  'Al Thumama': 'الثمامة',
  'Al Wukair': 'الوكير',
  'Umm Salal': 'أم صلال',
  Lusail: 'لوسيل',
  'Al Daayen': 'الضعاين',
  'Al Wakrah': 'الوكرة',
  Mesaieed: 'مسيعيد',
  'Al Khor': 'الخور',
  'Al Shamal': 'الشمال',
  Dukhan: 'دخان',
  'Ras Laffan': 'راس لفان',
  'Industrial Area': 'المنطقة الصناعية',
}

export const propertyTypes: typeof en.propertyTypes = [
  { id: 'apartment', label: 'شقة' },
  { id: 'villa', label: 'فيلا' },
  { id: 'compound-villa', label: 'فيلا في مجمع سكني' },
  { id: 'office', label: 'مكتب' },
  { id: 'warehouse', label: 'مستودع أو محل تجاري' },
  { id: 'storage', label: 'مستودع التخزين لدينا' },
]

export const flexibilityOptions: typeof en.flexibilityOptions = [
  { id: 'few-days', label: 'بضعة أيام قبل الموعد أو بعده' },
  { id: 'two-weeks', label: 'خلال أسبوعين' },
  { id: 'month', label: 'في أي وقت من ذلك الشهر' },
  { id: 'undecided', label: 'لم أحدّد بعد' },
]

export const contactMethods: typeof en.contactMethods = [
  { id: 'call', label: 'مكالمة هاتفية' },
  { id: 'whatsapp', label: 'واتساب' },
  { id: 'email', label: 'البريد الإلكتروني' },
]

export const contactTimes: typeof en.contactTimes = [
  { id: 'morning', label: 'صباحًا، من 8 إلى 12 ظهرًا' },
  { id: 'afternoon', label: 'ظهرًا، من 12 إلى 3 عصرًا' },
  { id: 'evening', label: 'عصرًا، من 3 إلى 6 مساءً' },
  { id: 'anytime', label: 'في أي وقت' },
]

/** Nouns, so they read well after 'تعديل' and in 'الخطوة 1 من 6'. */
export const plannerSteps: typeof en.plannerSteps = [
  { id: 'what', label: 'نوع الانتقال' },
  { id: 'route', label: 'من / إلى' },
  { id: 'when', label: 'الموعد' },
  { id: 'size', label: 'الحجم' },
  { id: 'contact', label: 'بيانات التواصل' },
  { id: 'review', label: 'المراجعة' },
]
