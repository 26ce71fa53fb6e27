import nodemailer from 'nodemailer'

import type { QuoteDetails } from '../../src/lib/quote-details.ts'
import { describeQuote, inventoryLines, quoteRows } from '../../src/lib/quote-summary.ts'

import type { Config } from './config.ts'
import type { Enquiry } from './db/repository.ts'

export type Logger = {
  info: (obj: object, msg?: string) => void
  warn: (obj: object, msg?: string) => void
  error: (obj: object, msg?: string) => void
}

export type Notification = { kind: 'enquiry'; enquiry: Omit<Enquiry, 'createdAt'> }

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

export function enquiryMail(enquiry: Notification['enquiry']) {
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
      async send({ enquiry }) {
        log.info(
          { enquiryId: enquiry.id, serviceType: enquiry.serviceType, to: settings.to },
          'enquiry notification (no SMTP_URL set: logged, not mailed)',
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
    async send({ enquiry }) {
      await transport.sendMail({
        from: settings.from,
        to: settings.to,
        replyTo: enquiry.email,
        ...enquiryMail(enquiry),
      })
    },
    close: () => transport.close(),
  }
}
