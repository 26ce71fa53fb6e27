import { plural } from '../../shared/contract/plural.ts'

import type * as en from './quote-summary.messages'

export const dateLocale: typeof en.dateLocale = 'ar-QA-u-nu-latn'

export const regionLocale: typeof en.regionLocale = 'ar'

export const comma: typeof en.comma = '، '

export const semicolon: typeof en.semicolon = '؛ '

export const qatar: typeof en.qatar = 'قطر'

export const groundFloor: typeof en.groundFloor = 'الطابق الأرضي'

export const floor: typeof en.floor = (level) => `الطابق ${level}`

export const withLift: typeof en.withLift = 'يوجد مصعد'

export const noLift: typeof en.noLift = 'لا يوجد مصعد'

export const oneTruck: typeof en.oneTruck = 'شاحنة مغلقة واحدة'

export const trucks: typeof en.trucks = (count) =>
  plural('ar', count, {
    one: 'شاحنة مغلقة واحدة',
    two: 'شاحنتان مغلقتان',
    few: '# شاحنات مغلقة',
    other: '# شاحنة مغلقة',
  })

export const air: typeof en.air = 'شحن جوي (للأحمال الصغيرة)'

export const lcl: typeof en.lcl = 'حاوية مشتركة (LCL)'

export const fcl20: typeof en.fcl20 = 'حاوية 20 قدمًا'

export const fcl40: typeof en.fcl40 = 'حاوية 40 قدمًا'

export const oneHighCube: typeof en.oneHighCube = 'حاوية 40 قدمًا عالية (هاي كيوب)'

export const highCubes: typeof en.highCubes = (count) =>
  plural('ar', count, {
    one: 'حاوية 40 قدمًا عالية (هاي كيوب)',
    two: 'حاويتان 40 قدمًا عاليتان (هاي كيوب)',
    few: '# حاويات 40 قدمًا عالية (هاي كيوب)',
    other: '# حاوية 40 قدمًا عالية (هاي كيوب)',
  })

export const office: typeof en.office = (desks) =>
  plural('ar', desks, {
    zero: 'مكتب (بلا محطات عمل)',
    one: 'مكتب (محطة عمل واحدة)',
    two: 'مكتب (محطتا عمل)',
    few: 'مكتب (# محطات عمل)',
    other: 'مكتب (# محطة عمل)',
  })

export const listedItems: typeof en.listedItems = 'قائمة بالقطع'

export const cubicMetres: typeof en.cubicMetres = 'م³'

export const about: typeof en.about = (volume) => `حوالي ${volume}`

export const move: typeof en.move = 'نوع الانتقال'

export const from: typeof en.from = 'من'

export const to: typeof en.to = 'إلى'

export const when: typeof en.when = 'الموعد'

export const size: typeof en.size = 'الحجم'

export const special: typeof en.special = 'قطع تحتاج عناية خاصة'

export const none: typeof en.none = 'لا يوجد'

export const estimatedVolume: typeof en.estimatedVolume = 'الحجم التقديري'

export const shipping: typeof en.shipping = 'طريقة الشحن المقترحة'

export const contactBy: typeof en.contactBy = 'التواصل عبر'
