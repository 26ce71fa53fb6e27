/**
 * What "How did we do?" reads and writes (issue 55, item 3): the review link by its SHA-256 with
 * the shipment and lead it is about and the person who owns that lead; each rating given, kept
 * with an audit line; and, for 1 to 3 stars, the console's alerts for the lead's owner and for
 * every admin, in the same transaction.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import { HAPPY_RATING } from '@contract/follow-ups.ts'
import { auditRow } from '../audit/index.ts'
import { firstStatementId, type Executor } from '../db/sql.ts'

/** A review link as the page needs it. */
type ReviewLink = {
  jobId: number
  trackingId: string
  /** The link's lead, else the lead the shipment was made from. */
  leadId: number | null
  /** Who works that lead, while their account is active; null while the team has it. */
  ownerId: number | null
  ownerName: string | null
}

type Review = {
  link: ReviewLink
  rating: number
  comment: string
  locale: EnquiryLocale
  ip: string
  at: number
}

export type FeedbackStore = ReturnType<typeof feedbackQueries>

export function feedbackQueries(sql: Executor) {
  const { db } = sql
  return {
    async reviewLink(tokenHash: string): Promise<ReviewLink | undefined> {
      const [row] = await sql.read(
        db
          .selectFrom('review_links as r')
          .innerJoin('jobs as j', 'j.id', 'r.job_id')
          .leftJoin('enquiries as l', (join) =>
            join.on((eb) => eb('l.id', '=', eb.fn.coalesce('r.lead_id', 'j.lead_id'))),
          )
          .leftJoin('staff_accounts as s', (join) =>
            join.onRef('s.id', '=', 'l.assigned_to').on('s.disabled_at', 'is', null),
          )
          .select(['j.id as jobId', 'j.tracking_id as trackingId', 'l.id as leadId'])
          .select(['s.id as ownerId', 's.name as ownerName'])
          .where('r.token_hash', '=', tokenHash),
      )
      return row
    },

    /** How many ratings a shipment got since `since`: the form's limit. */
    async reviewsSince(jobId: number, since: number) {
      const [row] = await sql.read(
        db
          .selectFrom('reviews')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('job_id', '=', jobId)
          .where('at', '>=', since),
      )
      return Number(row?.count ?? 0)
    },

    /** One rating of the shipment, for the thank-you page its form leads to. */
    async reviewOf(id: number, jobId: number) {
      const [row] = await sql.read(
        db.selectFrom('reviews').select('rating').where('id', '=', id).where('job_id', '=', jobId),
      )
      return row
    },

    /**
     * Keeps a rating with its audit line and, below HAPPY_RATING, alerts the lead's owner and the
     * admins (a row with no member is every admin's); answers the rating's id.
     */
    async recordReview({ link, rating, comment, locale, ip, at }: Review) {
      const alert = (staffId: number | null) => ({
        kind: 'low-rating',
        staff_id: staffId,
        lead_id: link.leadId,
        job_id: link.jobId,
        review_id: firstStatementId(),
        created_at: at,
      })
      const recipients = rating < HAPPY_RATING ? [link.ownerId, null] : []
      const { rows } = await sql.write(
        db
          .insertInto('reviews')
          .values({ job_id: link.jobId, lead_id: link.leadId, rating, comment, locale, at })
          .returning('id'),
        ...(recipients.length
          ? [db.insertInto('staff_alerts').values([...new Set(recipients)].map(alert))]
          : []),
        db.insertInto('audit_log').values(
          auditRow(
            {
              actorId: null,
              actorName: null,
              ip,
              action: 'review.received',
              recordType: 'shipment',
              recordId: link.trackingId,
              // The stars, never the customer's words.
              after: { rating, leadId: link.leadId, commented: comment !== '' },
            },
            at,
          ),
        ),
      )
      return rows[0]!.id
    },
  }
}
