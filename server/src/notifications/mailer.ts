import nodemailer from 'nodemailer'

import type { QuoteDetails } from '../../../src/lib/quote-details.ts'
import { describeQuote, inventoryLines, quoteRows } from '../../../src/lib/quote-summary.ts'

import type { Config } from '../config.ts'
import type { Enquiry, EnquiryChannel } from '../leads/index.ts'
import type { Logger } from '../http/index.ts'
import { subscriptionPaths, tokenLink } from '../shipments/index.ts'

import { staffLinkUrl, staffMail, type StaffNotification } from '../people/index.ts'
import {
  quoteLinkUrl,
  type QuoteAcceptedNotification,
  type QuoteCodeNotification,
  type QuoteNotification,
  type QuoteQuestionNotification,
} from '../quotes/index.ts'
import { acknowledgementMail } from './acknowledgement-mail.ts'
import { followUpMail } from './follow-up-mail.ts'
import type { FollowUpNotification, FollowUpStaffNotification } from './follow-up-queries.ts'
import { followUpStaffMail } from './follow-up-staff-mail.ts'
import { quoteAcceptedMail } from './quote-accepted-mail.ts'
import { quoteCodeMail } from './quote-code-mail.ts'
import { quoteMail } from './quote-mail.ts'
import { quoteQuestionMail } from './quote-question-mail.ts'
import {
  confirmationMail,
  milestoneMail,
  type MilestoneFacts,
  type SubscriberMail,
} from './subscriber-mail.ts'

export type Notification =
  /** To sales: a new enquiry, from the site's forms or (`channel`) a first WhatsApp message. */
  | { kind: 'enquiry'; enquiry: Omit<Enquiry, 'createdAt'>; channel?: EnquiryChannel }
  /** To sales: the enquiries gathered under one digest key (unverified plain forms, a day's). */
  | { kind: 'enquiry-digest'; key: string; enquiries: Enquiry[] }
  /** To the customer: the enquiry is in, its reference, and when the office will answer. */
  | { kind: 'enquiry-acknowledgement'; enquiry: Enquiry }
  /** To a new subscriber: the link that confirms the subscription. */
  | ({ kind: 'subscription-confirm' } & SubscriberMail)
  /** To a confirmed subscriber: the job reached a milestone; the token unsubscribes. */
  | ({ kind: 'milestone' } & MilestoneFacts & SubscriberMail)
  /** To a staff member: a one-time link, or a notice that a passkey was added or removed. */
  | StaffNotification
  /** To the customer: a quote's version, with its private link. */
  | QuoteNotification
  /** To the customer: the code that confirms they accept a quote. */
  | QuoteCodeNotification
  /** To the customer and to staff: a quote was accepted. */
  | QuoteAcceptedNotification
  /** To staff: a customer asked on a quote's page. */
  | QuoteQuestionNotification
  /** To the customer: a follow-up (a quote's reminder, moving day's, "How did we do?"). */
  | FollowUpNotification
  /** To staff: a lead waits for its first contact. */
  | FollowUpStaffNotification

export type Mailer = { send(notification: Notification): Promise<void>; close(): void }

/** A planner request reads summary first, then the inventory, so sales can price it at a glance. */
function plannedMoveLines(details: QuoteDetails) {
  const inventory = inventoryLines(details)
  return [
    ...quoteRows(details).map(([label, value]) => `${label}: ${value}`),
    ...(inventory.length ? ['', 'Inventory:', ...inventory.map((line) => `  ${line}`)] : []),
    '',
  ]
}

type EnquiryNotice = Extract<Notification, { kind: 'enquiry' }>

/**
 * A customer's first WhatsApp message, which made a lead: who wrote, in which language, and
 * where to answer, as nothing else about them is known yet.
 */
function whatsappLeadMail(enquiry: EnquiryNotice['enquiry']) {
  return {
    subject: `New WhatsApp lead #${enquiry.id} from ${enquiry.fullName}`,
    text: [
      `Name: ${enquiry.fullName}`,
      `WhatsApp: +${enquiry.phoneNumber}`,
      `Language: ${enquiry.locale === 'ar' ? 'Arabic (answer in Arabic)' : 'English'}`,
      '',
      'Their first message on WhatsApp made this lead. Answer them from its WhatsApp thread in the ' +
        'console: a free reply is possible within 24 hours of their last message, a template after.',
      '',
      enquiry.message,
    ].join('\n'),
  }
}

export function enquiryMail(enquiry: EnquiryNotice['enquiry'], channel?: EnquiryChannel) {
  if (channel === 'whatsapp') return whatsappLeadMail(enquiry)
  const flagged = enquiry.reviewReason ? ` [REVIEW: ${enquiry.reviewReason}]` : ''
  const what = enquiry.details
    ? `quote request #${enquiry.id}: ${describeQuote(enquiry.details).split(';')[0]}`
    : `enquiry #${enquiry.id}: ${enquiry.serviceType}`
  return {
    subject: `New ${what} from ${enquiry.fullName}${flagged}`,
    text: [
      ...(enquiry.details ? plannedMoveLines(enquiry.details) : []),
      `Name: ${enquiry.fullName}`,
      `Phone: ${enquiry.phoneNumber}`,
      `Email: ${enquiry.email}`,
      `Service: ${enquiry.serviceType}`,
      `Language: ${enquiry.locale === 'ar' ? 'Arabic (answer in Arabic)' : 'English'}`,
      enquiry.trackingNumber ? `Tracking number: ${enquiry.trackingNumber}` : null,
      `Page: ${enquiry.submittedUrl}`,
      enquiry.reviewReason ? `Review: ${enquiry.reviewReason}` : null,
      '',
      enquiry.message,
    ]
      .filter((line) => line !== null)
      .join('\n'),
  }
}

/**
 * A day's enquiries that no bot check could vouch for, in one e-mail: a script posting forms
 * fills one digest, not the sales inbox.
 */
function digestMail({ key, enquiries }: Extract<Notification, { kind: 'enquiry-digest' }>) {
  return {
    subject: `Digest ${key}: ${enquiries.length} enquiries to review (sent without a bot check)`,
    text: [
      `These ${enquiries.length} enquiries came from the site's forms with JavaScript off, so no ` +
        'reCAPTCHA check ran. Bots post forms like this too: check each one before replying.',
      ...enquiries.flatMap((enquiry) => {
        const mail = enquiryMail(enquiry)
        return ['', '----', `${enquiry.createdAt}  ${mail.subject}`, '', mail.text]
      }),
    ].join('\n'),
  }
}

/**
 * How notifications leave: by SMTP when SMTP_URL is set. Without it, development logs them (so a
 * fresh clone shows what would go out) and production holds them queued in the outbox, unsent,
 * until SMTP_URL is configured: a lead marked "sent" that nobody received would be lost.
 */
export type Delivery = 'smtp' | 'log' | 'held'

export const deliveryMode = (config: Pick<Config, 'mail' | 'production'>): Delivery =>
  config.mail.smtpUrl ? 'smtp' : config.production ? 'held' : 'log'

/** A mailer for 'smtp' or 'log' delivery ('held' starts no outbox at all). */
export function createMailer(settings: Config['mail'], log: Logger): Mailer {
  if (!settings.smtpUrl) {
    return {
      // Ids only: customers' names and addresses stay out of log files.
      async send(notification) {
        if (notification.kind === 'enquiry') {
          const { enquiry } = notification
          log.info(
            { enquiryId: enquiry.id, serviceType: enquiry.serviceType, to: settings.to },
            'enquiry notification (no SMTP_URL set: logged, not mailed)',
          )
          return
        }
        if (notification.kind === 'enquiry-digest') {
          log.info(
            {
              digestKey: notification.key,
              enquiryIds: notification.enquiries.map((enquiry) => enquiry.id),
              to: settings.to,
            },
            'enquiry digest (no SMTP_URL set: logged, not mailed)',
          )
          return
        }
        if (notification.kind === 'enquiry-acknowledgement') {
          log.info(
            { enquiryId: notification.enquiry.id, locale: notification.enquiry.locale },
            'enquiry acknowledgement (no SMTP_URL set: logged, not mailed)',
          )
          return
        }
        if (notification.kind === 'quote-link') {
          // Without SMTP (never in production, which holds mail instead) the log is where a
          // developer finds the customer's link.
          const { content, token } = notification
          log.info(
            {
              reference: content.reference,
              version: content.version,
              link: quoteLinkUrl(settings.siteUrl, token, content.language),
            },
            'quote e-mail (no SMTP_URL set: logged, not mailed)',
          )
          return
        }
        if (notification.kind === 'quote-question') {
          log.info({ leadId: notification.leadId }, 'quote question (no SMTP_URL set: logged)')
          return
        }
        if (notification.kind === 'quote-accepted') {
          log.info(
            { reference: notification.content.reference, audience: notification.audience },
            'quote acceptance e-mail (no SMTP_URL set: logged, not mailed)',
          )
          return
        }
        if (notification.kind === 'quote-code') {
          // Without SMTP (never in production) the log is where a developer finds the code.
          const { content, code } = notification
          log.info({ reference: content.reference, code }, 'quote code (no SMTP_URL set: logged)')
          return
        }
        if (notification.kind === 'follow-up' || notification.kind === 'follow-up-staff') {
          // Ids only: the stop and feedback links are the customer's alone.
          const { kind } = notification
          const about = kind === 'follow-up' ? notification.rule : notification.leadId
          log.info({ kind, about }, 'follow-up e-mail (no SMTP_URL set: logged, not mailed)')
          return
        }
        if (notification.kind === 'staff') {
          // Without SMTP (never in production, which holds mail instead) the log is where a
          // developer finds the link.
          const { mail, token, locale } = notification
          const purpose = mail === 'enrol-link' ? 'enrol' : 'sign-in'
          log.info(
            {
              mail,
              ...(token && { link: staffLinkUrl(settings.siteUrl, purpose, token, locale) }),
            },
            'staff e-mail (no SMTP_URL set: logged, not mailed)',
          )
          return
        }
        const { kind, subscriptionId, trackingId } = notification
        log.info(
          {
            kind,
            subscriptionId,
            trackingId,
            // Without SMTP (never in production, which holds mail instead) the confirmation
            // link is the only way to try the subscription on a laptop.
            ...(kind === 'subscription-confirm' && {
              link: tokenLink(
                settings.siteUrl,
                subscriptionPaths.confirm,
                notification.token,
                notification.locale,
              ),
            }),
          },
          'subscriber e-mail (no SMTP_URL set: logged, not mailed)',
        )
      },
      close() {},
    }
  }
  // Short timeouts: a hung SMTP server must fail the attempt well within the outbox lease.
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(notification) {
      const { from, siteUrl } = settings
      if (notification.kind === 'enquiry')
        await transport.sendMail({
          from,
          to: settings.to,
          // As an address object: nodemailer then never parses it into names or several addresses.
          // A lead from WhatsApp has no address: it is answered there.
          ...(notification.enquiry.email && {
            replyTo: { name: '', address: notification.enquiry.email },
          }),
          ...enquiryMail(notification.enquiry, notification.channel),
        })
      else if (notification.kind === 'enquiry-digest')
        await transport.sendMail({ from, to: settings.to, ...digestMail(notification) })
      else if (notification.kind === 'enquiry-acknowledgement')
        await transport.sendMail({
          from,
          to: { name: '', address: notification.enquiry.email },
          ...acknowledgementMail(notification.enquiry),
        })
      else if (notification.kind === 'quote-link')
        await transport.sendMail({
          from,
          to: { name: '', address: notification.to },
          ...quoteMail(notification, siteUrl),
        })
      else if (notification.kind === 'quote-question')
        await transport.sendMail({
          from,
          to: notification.to === null ? settings.to : { name: '', address: notification.to },
          ...quoteQuestionMail(notification, siteUrl),
        })
      else if (notification.kind === 'quote-accepted')
        await transport.sendMail({
          from,
          // Staff's with no assignee goes where new leads' e-mails go.
          to: notification.to === null ? settings.to : { name: '', address: notification.to },
          ...quoteAcceptedMail(notification, siteUrl),
        })
      else if (notification.kind === 'quote-code')
        await transport.sendMail({
          from,
          to: { name: '', address: notification.to },
          ...quoteCodeMail(notification),
        })
      else if (notification.kind === 'follow-up')
        await transport.sendMail({
          from,
          to: { name: '', address: notification.email },
          ...followUpMail(notification, siteUrl),
        })
      else if (notification.kind === 'follow-up-staff')
        // One e-mail per member, each in their console language; the sales inbox in English.
        for (const { email, locale } of notification.to ?? [{ email: null, locale: 'en' as const }])
          await transport.sendMail({
            from,
            to: email === null ? settings.to : { name: '', address: email },
            ...followUpStaffMail(notification, locale, siteUrl),
          })
      else if (notification.kind === 'staff')
        await transport.sendMail({
          from,
          to: { name: '', address: notification.to.email },
          ...staffMail(notification, siteUrl),
        })
      else
        await transport.sendMail({
          from,
          to: { name: '', address: notification.to },
          ...(notification.kind === 'milestone'
            ? milestoneMail(notification, siteUrl)
            : confirmationMail(notification, siteUrl)),
        })
    },
    close: () => transport.close(),
  }
}
