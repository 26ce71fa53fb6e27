import * as ar from '../console.messages.ar'
import * as en from '../console.messages'

describe('The tab title’s count', () => {
  test('should lead with unanswered leads, then unread WhatsApp messages, and say nothing of none', () => {
    expect(en.titleCount(0, 0)).toBe('')
    expect(en.titleCount(2, 0)).toBe('(2) ')
    expect(en.titleCount(0, 3)).toBe('(3 WhatsApp) ')
    expect(en.titleCount(2, 3)).toBe('(2, 3 WhatsApp) ')
    expect(ar.titleCount(2, 3)).toBe('(2، 3 واتساب) ')
  })
})
