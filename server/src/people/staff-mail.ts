/**
 * E-mails to staff: one-time links (enrolment, sign-in) and notices of passkeys added or removed,
 * in the language of the console the member last signed in to. An outbox row names only the
 * e-mail and the account: a link's secret is drawn when the e-mail goes (ADR 040), so no copy of
 * the database holds a working link.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'

export type StaffMailKind =
  'enrol-link' | 'sign-in-link' | 'passkey-added' | 'passkey-removed' | 'passkey-revoked'

/** An outbox row's payload for a staff e-mail: whose and which, never an address or a secret. */
export type StaffMailPayload = {
  kind: 'staff-mail'
  accountId: number
  mail: StaffMailKind
  /** The passkey's name, for a notice about one. */
  passkey?: string
}

export const staffMailPayload = (accountId: number, mail: StaffMailKind, passkey?: string) =>
  JSON.stringify({
    kind: 'staff-mail',
    accountId,
    mail,
    ...(passkey !== undefined && { passkey }),
  } satisfies StaffMailPayload)

/** A staff e-mail as it goes: `token` is a link's secret, drawn just now (null for a notice). */
export type StaffNotification = {
  kind: 'staff'
  mail: StaffMailKind
  to: { email: string; name: string }
  locale: EnquiryLocale
  token: string | null
  passkey: string | null
}

/** What makes a staff e-mail when it goes: the staff feature's queries. */
export type StaffMailRows = {
  staffMailFor(payload: StaffMailPayload): Promise<StaffNotification | null>
}

/** The console page a link opens, in `locale`; the token rides in the fragment, which no log sees. */
export const staffLinkUrl = (
  siteUrl: string,
  purpose: 'enrol' | 'sign-in',
  token: string,
  locale: EnquiryLocale = 'en',
) =>
  `${siteUrl}${locale === 'ar' ? '/ar' : ''}/staff/${purpose === 'enrol' ? 'enrol' : 'sign-in/link'}#${token}`

/** A paragraph, or the link on its own line. */
type Part = string | { link: string }
type Words = { subject: string; parts: Part[] }

const english = (mail: StaffNotification, link: string): Words => {
  const hello = `Hello ${mail.to.name},`
  const named = mail.passkey ? ` "${mail.passkey}"` : ''
  const notYou = 'If it was not you, tell your administrator at once.'
  switch (mail.mail) {
    case 'enrol-link':
      return {
        subject: 'Your staff console account',
        parts: [
          hello,
          'An account has been made for you in the staff console. Open this link on the phone ' +
            'or computer you will work on, and make a passkey: you then sign in with your ' +
            'fingerprint, face or screen lock, with no password.',
          { link },
          'The link works once, for 24 hours. If you did not expect it, tell your administrator.',
        ],
      }
    case 'sign-in-link':
      return {
        subject: 'Your sign-in link for the staff console',
        parts: [
          hello,
          'Someone asked to sign in to the staff console with this address. To sign in, open:',
          { link },
          'The link works once, for 15 minutes. If it was not you, ignore this e-mail and tell ' +
            'your administrator.',
        ],
      }
    case 'passkey-added':
      return {
        subject: 'A passkey was added to your account',
        parts: [
          hello,
          'A new passkey was added to your staff console account: it signs in from now on.',
          `${notYou} They can remove it on the staff accounts page.`,
        ],
      }
    default:
      return {
        subject: 'A passkey was removed from your account',
        parts: [
          hello,
          (mail.mail === 'passkey-revoked'
            ? `An administrator removed the passkey${named} from your staff console account.`
            : `The passkey${named} was removed from your staff console account.`) +
            ' It no longer signs in.',
          notYou,
        ],
      }
  }
}

const arabic = (mail: StaffNotification, link: string): Words => {
  const hello = `مرحبًا ${mail.to.name}،`
  const named = mail.passkey ? ` «${mail.passkey}»` : ''
  const notYou = 'إن لم تكن أنت، فأبلغ مدير النظام فورًا.'
  switch (mail.mail) {
    case 'enrol-link':
      return {
        subject: 'حسابك في لوحة الموظفين',
        parts: [
          hello,
          'أُنشئ لك حساب في لوحة الموظفين. افتح هذا الرابط على الهاتف أو الحاسوب الذي ستعمل ' +
            'عليه، وأنشئ مفتاح مرور: ستدخل بعدها ببصمتك أو وجهك أو قفل الشاشة، دون كلمة مرور.',
          { link },
          'يعمل الرابط مرة واحدة خلال 24 ساعة. إن لم تكن تتوقعه، فأبلغ مدير النظام.',
        ],
      }
    case 'sign-in-link':
      return {
        subject: 'رابط دخولك إلى لوحة الموظفين',
        parts: [
          hello,
          'طلب أحدهم الدخول إلى لوحة الموظفين بهذا العنوان. للدخول، افتح:',
          { link },
          'يعمل الرابط مرة واحدة خلال 15 دقيقة. إن لم تكن أنت، فتجاهل هذه الرسالة وأبلغ مدير النظام.',
        ],
      }
    case 'passkey-added':
      return {
        subject: 'أُضيف مفتاح مرور إلى حسابك',
        parts: [
          hello,
          'أُضيف مفتاح مرور جديد إلى حسابك في لوحة الموظفين، ويمكن الدخول به من الآن.',
          `${notYou} يمكنه حذفه من صفحة حسابات الموظفين.`,
        ],
      }
    default:
      return {
        subject: 'حُذف مفتاح مرور من حسابك',
        parts: [
          hello,
          (mail.mail === 'passkey-revoked'
            ? `حذف مدير النظام مفتاح المرور${named} من حسابك في لوحة الموظفين.`
            : `حُذف مفتاح المرور${named} من حسابك في لوحة الموظفين.`) + ' ولم يعد يصلح للدخول.',
          notYou,
        ],
      }
  }
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

/** The e-mail's subject, plain text and HTML; the HTML names its language and direction. */
export function staffMail(mail: StaffNotification, siteUrl: string) {
  const purpose = mail.mail === 'enrol-link' ? 'enrol' : 'sign-in'
  const link = mail.token ? staffLinkUrl(siteUrl, purpose, mail.token, mail.locale) : ''
  const { subject, parts } = (mail.locale === 'ar' ? arabic : english)(mail, link)
  const dir = mail.locale === 'ar' ? 'rtl' : 'ltr'
  const body = parts.map((part) =>
    typeof part === 'string'
      ? `<p>${escape(part)}</p>`
      : // A link reads left to right inside Arabic text.
        `<p><a href="${escape(part.link)}" dir="ltr">${escape(part.link)}</a></p>`,
  )
  return {
    subject,
    text: parts.map((part) => (typeof part === 'string' ? part : part.link)).join('\n\n'),
    html:
      `<!doctype html><html lang="${mail.locale}" dir="${dir}"><head><meta charset="utf-8">` +
      `<title>${escape(subject)}</title></head><body>${body.join('')}</body></html>`,
  }
}
