import type * as en from './whatsapp-inbound-messages.ts'

export const whatsappInboundMessages: typeof en.whatsappInboundMessages = {
  badVerifyToken: 'رمز التحقق هذا ليس الرمز الذي يحدده WHATSAPP_VERIFY_TOKEN.',
  noChallenge: 'لا يحمل طلب التحقق قيمة hub.challenge للرد بها.',
  badSignature:
    'ترويسة X-Hub-Signature-256 مفقودة أو غير صحيحة أو لا تطابق هذا المحتوى والمفتاح السري للتطبيق.',
  noMessage: 'رسالة واتساب هذه غير موجودة.',
  noMedia: 'لا تحمل رسالة واتساب هذه مرفقًا.',
  mediaType: (type) =>
    `لا يمكن فتح هذا المرفق (\u2066${type}\u2069) هنا: يمكن فتح الصور وملفات PDF والمستندات المكتبية والرسائل الصوتية ومقاطع الفيديو فقط.`,
  mediaTooLarge: (megabytes) =>
    `حجم هذا المرفق أكبر من ${megabytes} ميغابايت: يرجى فتحه على الهاتف الذي استقبله.`,
  mediaUnreachable:
    'لم يُرسل إلينا واتساب هذا المرفق. يرجى المحاولة مجددًا بعد دقيقة؛ فقد يكون Meta حذفه بعد 30 يومًا.',
}
