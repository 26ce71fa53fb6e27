// @vitest-environment node
import { reviewReasons } from '@contract/review-reasons'
import { staffMessages } from '@contract/staff-messages'
import * as arabicStaffMessages from '@contract/staff-messages.ar'

import * as arabic from '../audit.messages.ar'
import { auditChanges, describeChange } from '../audit-change'
import { reviewInWords, weekLabel } from '@/console/app/format'

describe('The audit trail in words', () => {
  it('should name a status change by its field and its statuses, not as JSON', () => {
    const lines = auditChanges({
      before: { status: 'new' },
      after: { status: 'lost', reason: 'Chose a cheaper mover' },
    }).map(describeChange)
    expect(lines).toEqual(['Status: New → Lost', 'Reason: Chose a cheaper mover'])
  })

  it('should put staff ids as names, stages as their labels, and flags as yes or no', () => {
    const names = new Map([[7, 'Aisha Rahman']])
    expect(
      auditChanges({ before: { assignedTo: null }, after: { assignedTo: 7 } }, names).map(
        describeChange,
      ),
    ).toEqual(['Assigned to: none → Aisha Rahman'])
    expect(
      auditChanges({
        after: { trackingId: 'ABCD123456', stage: 'in_transit', date: '2026-11-22', via: 'csv' },
      }).map(describeChange),
    ).toEqual([
      'Tracking number: ABCD123456',
      'Stage: In transit',
      'Date: 22 Nov 2026',
      'Through: CSV file',
    ])
    expect(
      auditChanges({ before: { disabled: false }, after: { disabled: true } }).map(describeChange),
    ).toEqual(['Disabled: no → yes'])
  })

  it('should name changed shipment fields by their labels, personal ones without values', () => {
    expect(
      auditChanges({
        after: { changed: ['weight', 'customer_name'], personal: ['contact_number'] },
      }).map(describeChange),
    ).toEqual(['Changed: Weight (kg), Customer name', 'Personal details changed: Contact number'])
  })

  it('should leave out a fact set empty, yet show a change from or to empty', () => {
    expect(
      auditChanges({ after: { note: 'Packed', time: null, location: '', noteAr: null } }).map(
        describeChange,
      ),
    ).toEqual(['Note: Packed'])
    expect(
      auditChanges({ before: { location: null }, after: { location: 'Doha' } }).map(describeChange),
    ).toEqual(['Location: none → Doha'])
  })

  it('should point the Arabic arrow the way Arabic reads, from the old value to the new', () => {
    expect(arabic.change('جديد', 'تمّ التعاقد')).toBe('جديد ← تمّ التعاقد')
  })
})

describe('Words for the console', () => {
  it('should head a report week with its Saturday-to-Thursday dates', () => {
    expect(weekLabel('2026-11-21')).toBe('21–26 Nov')
    expect(weekLabel('2026-12-26')).toBe('26–31 Dec')
    expect(weekLabel('2026-11-28')).toBe('28 Nov – 3 Dec')
  })

  it('should word each stored bot-check reason, and show any other as stored', () => {
    expect(reviewInWords(reviewReasons.notBotChecked)).toMatch(/^not bot-checked/)
    expect(reviewInWords(reviewReasons.plainForm)).toMatch(/plain form/)
    expect(reviewInWords(reviewReasons.lowScore(0.3))).toBe('a low reCAPTCHA score (0.3)')
    expect(reviewInWords('checked by hand')).toBe('checked by hand')
  })

  it('should list the stage codes as the CLI takes them, with their Arabic names in Arabic', () => {
    expect(staffMessages.badStage).toContain('in_transit, arrived, customs_cleared')
    expect(arabicStaffMessages.staffMessages.badStage).toContain(
      '\u2066in_transit\u2069 (في الطريق)',
    )
  })

  it('should word a WhatsApp send: how it went, in which language, with which template', () => {
    const lines = auditChanges({
      after: { kind: 'template', language: 'ar', template: 'move_reminder' },
    }).map(describeChange)
    expect(lines).toEqual([
      'Sent as: approved template',
      'Language: Arabic',
      'Template: moving day reminder',
    ])
  })
})
