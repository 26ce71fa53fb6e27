// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { leadNoteSchema } from '../leads'
import { statusUpdateSchema } from '../shipments'
import { isSingleLine } from '../single-line'
import { newStaffMemberSchema } from '../staff'
import { staffMessages as arabic } from '../staff-messages.ar'
import { staffMessages } from '../staff-messages'

const update = { stage: 'departed', date: '2030-06-01' }
const member = { email: 'new@staff.example.qa', role: 'sales' }
const noteOf = (note: string) => statusUpdateSchema.parse({ ...update, note })
const nameOf = (name: string) => newStaffMemberSchema.parse({ ...member, name })

describe('hidden characters in what staff write (issue 48, W6 and N2)', () => {
  it.each([
    ['the right-to-left override', 'Left Doha\u202E.tropeD'],
    ['the left-to-right override', 'Left \u202DDoha'],
    ['an embedding', 'Left \u202ADoha\u202C'],
    ['an isolate', 'Left \u2066Doha\u2069'],
    ['the first strong isolate', 'Left \u2068Doha'],
  ])('should refuse %s in a status update’s note, and in a staff name', (_, text) => {
    expect(noteOf(text)).toMatchObject({ ok: false, fields: { note: staffMessages.bidiControl } })
    expect(nameOf(text)).toMatchObject({ ok: false, fields: { name: staffMessages.bidiControl } })
  })

  it('should refuse a NUL with its own words, however short the note', () => {
    expect(noteOf('Departed\u0000')).toMatchObject({
      ok: false,
      fields: { note: staffMessages.controlCharacter },
    })
    expect(staffMessages.controlCharacter).toContain('NUL')
    expect(arabic.controlCharacter).toContain('NUL')
    expect(staffMessages.controlCharacter).not.toBe(staffMessages.tooLong(500))
    expect(nameOf('Aisha\u0000')).toMatchObject({
      fields: { name: staffMessages.controlCharacter },
    })
    expect(leadNoteSchema.parse({ id: 1, body: 'Called\u0000' })).toMatchObject({
      fields: { body: staffMessages.controlCharacter },
    })
  })

  it('should refuse half a character, and take a whole one', () => {
    for (const broken of ['Emoji \ud83d', 'Emoji \ude00 here', '\udc00\ud800'])
      expect(noteOf(broken)).toMatchObject({
        ok: false,
        fields: { note: staffMessages.brokenCharacter },
      })
    expect(noteOf('Delivered \ud83d\ude00').ok).toBe(true)
  })

  it('should keep what Arabic keyboards type, and line breaks in a note', () => {
    expect(noteOf('وصلت الشحنة\u200F إلى الميناء\nDeparted').ok).toBe(true)
    expect(nameOf('عائشة\u200F').ok).toBe(true)
  })

  it('should refuse the line and paragraph separators in every one-line field', () => {
    for (const separator of ['\u2028', '\u2029']) {
      expect(isSingleLine(`one${separator}two`)).toBe(false)
      expect(nameOf(`Aisha${separator}Admin`)).toMatchObject({
        fields: { name: staffMessages.badName(100) },
      })
    }
  })
})
