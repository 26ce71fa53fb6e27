import type * as en from './health.messages'

export const healthTitle: typeof en.healthTitle = 'حالة الخدمة'
export const healthIntro: typeof en.healthIntro =
  'ما لم يعد فحص الحالة العام يُظهره: قاعدة البيانات والبريد الإلكتروني ونظام إدارة العملاء وRedis. تقرأ أنظمة المراقبة الشيء نفسه باستخدام HEALTH_TOKEN.'
export const healthUp: typeof en.healthUp = 'تعمل: قاعدة البيانات تستجيب.'
export const healthDown: typeof en.healthDown =
  'متوقفة: لم تستجب قاعدة البيانات في الوقت المحدد. لا يستطيع الزوار إرسال الطلبات ولا تتبّع الشحنات.'
export const databaseLabel: typeof en.databaseLabel = 'قاعدة البيانات'
export const databaseKinds: typeof en.databaseKinds = { sqlite: 'SQLite', postgres: 'PostgreSQL' }
export const mailLabel: typeof en.mailLabel = 'البريد الإلكتروني'
export const deliveries: typeof en.deliveries = {
  smtp: 'يُرسَل عبر SMTP.',
  log: 'يُكتب في سجل الخادم فقط (دون SMTP_URL خارج بيئة الإنتاج).',
  held: 'محجوز: لم يُضبط SMTP_URL، فلا يُرسَل شيء.',
}
export const waiting: typeof en.waiting = (count) => `${count} بانتظار الإرسال في صندوق الصادر.`
export const crmLabel: typeof en.crmLabel = 'الطلبات إلى نظام إدارة العملاء'
export const crmOff: typeof en.crmOff = 'غير مُعدّ (LEADS_WEBHOOK_URL).'
export const crmCounts: typeof en.crmCounts = (pending, retrying, failed) =>
  `${pending} بالانتظار، و${retrying} تُعاد محاولتها، و${failed} توقّفت محاولاتها.`
export const redisLabel: typeof en.redisLabel = 'Redis'
export const redisOff: typeof en.redisOff = 'غير مُعدّ: يحسب كل خادم حدوده بنفسه.'
export const redisUp: typeof en.redisUp = 'متاح.'
export const redisDown: typeof en.redisDown =
  'غير متاح: تُرفض في الأثناء الطلبات التي يجب أن تبقى حدودها قائمة، مثل تسجيل دخول الموظفين.'
export const readAgain: typeof en.readAgain = 'افحص مجددًا'
