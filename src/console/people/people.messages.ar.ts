import { plural } from '@contract/plural'
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '@contract/staff'

import type * as en from './people.messages'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

export const noPasskeySupport: typeof en.noPasskeySupport =
  'لا يدعم هذا المتصفح مفاتيح المرور. افتح الرابط في إصدار حديث من كروم أو إيدج أو سفاري أو فايرفوكس.'
export const passkeyCancelled: typeof en.passkeyCancelled =
  'أُغلقت نافذة مفتاح المرور. حاول مجددًا حين تكون جاهزًا.'
export const signInTitle: typeof en.signInTitle = 'تسجيل الدخول إلى لوحة الموظفين'
export const signInIntro: typeof en.signInIntro =
  'استخدم مفتاح المرور على هذا الهاتف أو الحاسوب: بصمتك أو وجهك أو قفل الشاشة. لا توجد كلمة مرور.'
export const signInButton: typeof en.signInButton = 'الدخول بمفتاح المرور'
export const lostDeviceTitle: typeof en.lostDeviceTitle = 'فقدت جهازك؟'
export const lostDeviceIntro: typeof en.lostDeviceIntro =
  'سنرسل رابط دخول لمرة واحدة إلى بريد عملك. يعمل الرابط مرة واحدة خلال 15 دقيقة.'
export const emailLabel: typeof en.emailLabel = 'بريد العمل الإلكتروني'
export const sendLink: typeof en.sendLink = 'أرسل لي رابط الدخول'
export const enrolTitle: typeof en.enrolTitle = 'أنشئ مفتاح المرور'
export const enrolIntro: typeof en.enrolIntro = (name) =>
  `أهلًا ${name}. أنشئ مفتاح مرور على هذا الجهاز: من الآن تدخل ببصمتك أو وجهك أو قفل الشاشة.`
export const enrolButton: typeof en.enrolButton = 'أنشئ مفتاح المرور'
export const checkingLink: typeof en.checkingLink = 'جارٍ التحقق من الرابط…'
export const linkMissing: typeof en.linkMissing =
  'تحتاج هذه الصفحة إلى الرابط الوارد في بريدك أو من مدير النظام.'
export const backToSignIn: typeof en.backToSignIn = 'الانتقال إلى تسجيل الدخول'
export const accountTitle: typeof en.accountTitle = 'حسابك'
export const signedInAs: typeof en.signedInAs = (name, role) =>
  `أنت مسجّل الدخول باسم ${name}، ${role}.`
export const passkeysTitle: typeof en.passkeysTitle = 'مفاتيح المرور'
export const passkeysIntro: typeof en.passkeysIntro =
  'أضف مفتاح مرور على كل هاتف أو حاسوب تعمل عليه، كي لا يمنعك فقدان أحدها من الدخول.'
export const addPasskey: typeof en.addPasskey = 'أضف مفتاح مرور على هذا الجهاز'
export const passkeyAdded: typeof en.passkeyAdded = 'أُضيف مفتاح المرور. يمكنك الدخول به من الآن.'
export const sessionsTitle: typeof en.sessionsTitle = 'الأجهزة التي سجّلت الدخول منها'
const idle = plural('ar', SESSION_IDLE_MS / MINUTE_MS, {
  one: 'دقيقة واحدة',
  two: 'دقيقتين',
  few: '# دقائق',
  many: '# دقيقة',
  other: '# دقيقة',
})
const longest = plural('ar', SESSION_MAX_MS / HOUR_MS, {
  one: 'ساعة واحدة',
  two: 'ساعتين',
  few: '# ساعات',
  many: '# ساعة',
  other: '# ساعة',
})
export const sessionsIntro: typeof en.sessionsIntro = `تنتهي الجلسة بعد ${idle} دون استخدام، وبعد ${longest} من تسجيل الدخول في كل الأحوال.`
export const thisDevice: typeof en.thisDevice = 'هذا الجهاز'
export const signedInAt: typeof en.signedInAt = (when) => `سجّل الدخول ${when}`
export const lastActive: typeof en.lastActive = (when) => `آخر نشاط ${when}`
export const revoke: typeof en.revoke = 'إنهاء هذه الجلسة'
export const signOutEverywhere: typeof en.signOutEverywhere = 'الخروج من كل الأجهزة'
export const membersTitle: typeof en.membersTitle = 'حسابات الموظفين'
export const membersIntro: typeof en.membersIntro =
  'أضف زميلًا لترسل إليه رابط التسجيل (صالح 24 ساعة). تعطيل الحساب يُخرجه فورًا.'
export const nameLabel: typeof en.nameLabel = 'الاسم الكامل'
export const roleLabel: typeof en.roleLabel = 'الدور'
export const addMember: typeof en.addMember = 'أضفه وأرسل رابط التسجيل'
export const memberAdded: typeof en.memberAdded = (name) =>
  `أُضيف ${name}. رابط التسجيل الخاص به، صالح 24 ساعة (ويُرسل بالبريد أيضًا إن كان البريد مُعدًّا):`
export const newLink: typeof en.newLink = 'رابط تسجيل جديد'
export const newLinkFor: typeof en.newLinkFor = (name) => `رابط التسجيل لـ ${name}، صالح 24 ساعة:`
export const disable: typeof en.disable = 'تعطيل'
export const enable: typeof en.enable = 'تفعيل'
export const disabledBadge: typeof en.disabledBadge = 'معطّل'
export const memberActions: typeof en.memberActions = (name) => `إجراءات ${name}`
export const browserNames: typeof en.browserNames = {
  edge: 'إيدج',
  opera: 'أوبرا',
  samsung: 'متصفح سامسونج',
  firefox: 'فايرفوكس',
  chrome: 'كروم',
  safari: 'سفاري',
}
export const systemNames: typeof en.systemNames = {
  android: 'أندرويد',
  ios: 'آيفون أو آيباد',
  windows: 'ويندوز',
  macos: 'ماك',
  chromeos: 'كروم أو إس',
  linux: 'لينكس',
}
export const unknownBrowser: typeof en.unknownBrowser = 'متصفح غير معروف'
export const unknownSystem: typeof en.unknownSystem = 'نظام غير معروف'
export const deviceName: typeof en.deviceName = (browser, system) => `${browser} على ${system}`
