import type * as en from './passkeys.messages'

export const unnamedPasskey: typeof en.unnamedPasskey = 'مفتاح مرور بلا اسم'
export const passkeyAddedAt: typeof en.passkeyAddedAt = (when) => `أُضيف ${when}`
export const passkeyLastUsed: typeof en.passkeyLastUsed = (when) => `آخر استخدام ${when}`
export const passkeyNeverUsed: typeof en.passkeyNeverUsed = 'لم يُستخدم بعد'
export const syncedPasskey: typeof en.syncedPasskey = 'متزامن بين أجهزتك'
export const syncablePasskey: typeof en.syncablePasskey =
  'قابل للمزامنة، ولم تُحفظ له نسخة احتياطية بعد'
export const deviceBoundPasskey: typeof en.deviceBoundPasskey = 'محفوظ على جهاز واحد'
export const passkeyNameLabel: typeof en.passkeyNameLabel = (name) => `اسم جديد لـ ${name}`
export const savePasskeyName: typeof en.savePasskeyName = 'احفظ الاسم'
export const passkeyRenamed: typeof en.passkeyRenamed = 'تغيّر اسم مفتاح المرور.'
export const removePasskey: typeof en.removePasskey = (name) => `احذف ${name}`
export const passkeyRemoved: typeof en.passkeyRemoved = 'حُذف مفتاح المرور، ولم يعد يصلح للدخول.'
export const passkeyExistsHere: typeof en.passkeyExistsHere =
  'يحمل هذا الجهاز أحد مفاتيح المرور الخاصة بك. أضف المفتاح الجديد على هاتف أو حاسوب آخر أو مفتاح أمان.'
export const lastPasskeyRemovable: typeof en.lastPasskeyRemovable =
  'هذا مفتاح المرور الوحيد لديك. إن حذفته، يمكن لمدير النظام أن يرسل إليك رابط تسجيل جديدًا.'
export const lastPasskeyKept: typeof en.lastPasskeyKept =
  'هذا مفتاح المرور الوحيد لديك، ولا يوجد مدير نظام يمكنه إرسال رابط تسجيل جديد إليك: أضف مفتاحًا آخر قبل حذفه.'
export const freshSignInNote: typeof en.freshSignInNote =
  'لإضافة مفتاح مرور، تطلب منك اللوحة أولًا تسجيل الدخول من جديد بمفتاح لديك.'
export const noPasskeys: typeof en.noPasskeys = 'لا توجد مفاتيح مرور بعد.'
export const showPasskeys: typeof en.showPasskeys = (name) => `مفاتيح مرور ${name}`
export const revokePasskey: typeof en.revokePasskey = (name) => `ألغِ ${name}`
export const passkeyRevoked: typeof en.passkeyRevoked = (member) =>
  `أُلغي مفتاح المرور: لم يعد بإمكان ${member} الدخول به، وأُبلغ بذلك بالبريد الإلكتروني.`
