import { plural } from '@contract/plural'

import type * as en from './inbox.messages'

export const searchAndFilters: typeof en.searchAndFilters = 'البحث والتصفية'
export const filtersInUse: typeof en.filtersInUse = (count) =>
  `${plural('ar', count, { one: 'عامل واحد', two: 'عاملان', few: '# عوامل', many: '# عاملًا', other: '# عامل' })} قيد الاستخدام`
export const moreActions: typeof en.moreActions = 'المزيد'
export const channelFilter: typeof en.channelFilter = 'القناة'
export const allChannels: typeof en.allChannels = 'كل القنوات'
export const withinFilter: typeof en.withinFilter = 'الرد'
export const anyTime: typeof en.anyTime = 'في أي وقت'
export const withinOptions: typeof en.withinOptions = {
  '5m': 'خلال 5 دقائق',
  '1h': 'خلال ساعة عمل واحدة',
}
export const referenceLabel: typeof en.referenceLabel = 'الرقم المرجعي'
export const unreadWhatsApp: typeof en.unreadWhatsApp = (count) =>
  plural('ar', count, {
    one: 'رسالة واتساب واحدة غير مقروءة',
    two: 'رسالتا واتساب غير مقروءتين',
    few: '# رسائل واتساب غير مقروءة',
    many: '# رسالة واتساب غير مقروءة',
    other: '# رسالة واتساب غير مقروءة',
  })
