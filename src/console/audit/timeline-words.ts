import type { TimelineActor, TimelineEvent } from '@contract/timeline'

import { followUpWords } from '@/console/follow-ups'

import { auditChanges, describeChange } from './audit-change'
import * as trail from './audit-trail.messages'
import * as text from './components/record-timeline.messages'
import * as quotes from './components/quote-timeline.messages'

/** One event of a timeline in words: what happened, who did it, and the facts around it. */
export type EventWords = { headline: string; actor: string | null; details: string[] }

/**
 * Who did something, as the trail and the timeline both name them: the command line without an
 * account is the system user (older lines stored the shell's user, such as `cli:unknown`).
 */
export const actorName = (actor: TimelineActor) =>
  actor.cli ? text.systemUser : (actor.name ?? trail.nobody)

/**
 * An event in the console's language, with the audit trail's words for its action and its
 * changes (one vocabulary for both); `names` puts assigned staff ids as names.
 */
export function eventWords(
  event: TimelineEvent,
  names: ReadonlyMap<number, string>,
  record: 'lead' | 'shipment',
): EventWords {
  switch (event.kind) {
    case 'arrived':
      return {
        headline: record === 'lead' ? text.leadArrived : text.shipmentCreated,
        actor: null,
        details:
          event.source === null
            ? []
            : [text.source(event.source === 'direct' ? text.directSource : event.source)],
      }
    case 'note':
      return { headline: text.note, actor: event.author, details: [event.body] }
    case 'mail':
      return {
        headline: text.mails[event.mail] ?? text.otherMail,
        actor: null,
        details: [text.mailStates[event.state]],
      }
    case 'quote':
      return {
        headline: quotes.quoteEvents[event.quote](
          quotes.quoteName(event.number),
          'version' in event ? event.version : 0,
        ),
        // A member prepared, sent or took the deposit; the customer did the rest.
        actor: 'by' in event ? event.by : null,
        details:
          event.quote === 'accepted'
            ? [quotes.signedAs(event.name)]
            : event.quote === 'declined' && event.reason
              ? [quotes.declinedReason(event.reason)]
              : [],
      }
    case 'follow-up':
      return {
        headline: text.followUpSent(followUpWords.ruleNames[event.rule]),
        actor: null,
        details: [
          [
            event.channel ? followUpWords.channels[event.channel] : null,
            event.delivery ? (followUpWords.deliveries[event.delivery] ?? event.delivery) : null,
          ]
            .filter(Boolean)
            .join(' · '),
        ].filter(Boolean),
      }
    case 'audit':
      return {
        headline: trail.actions[event.action] ?? event.action,
        actor: actorName(event.actor),
        details: auditChanges(event, names).map(describeChange),
      }
  }
}
