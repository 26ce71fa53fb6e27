import { screen, within } from '@testing-library/react'

import { renderWithRouter } from '@/testing/test-utils'

import { moment } from '@/console/app/format'
import { FollowUpRulesPage } from '../follow-up-rules'
import * as text from '../follow-ups.messages'
import { fakeRulesApi } from './fake-follow-up-api'

function render() {
  const api = fakeRulesApi()
  return { ...api, ...renderWithRouter(<FollowUpRulesPage />) }
}

const ruleForm = (rule: keyof typeof text.ruleNames) =>
  screen.findByRole('form', { name: text.ruleNames[rule] })

describe('The follow-up rules screen', () => {
  test('should show each rule on, at its default timing in the largest whole unit, with its bounds', async () => {
    render()
    const viewed = await ruleForm('quote_viewed')
    expect(within(viewed).getByRole('checkbox', { name: text.enabledLabel })).toBeChecked()
    expect(within(viewed).getByRole('spinbutton', { name: text.timingLabel })).toHaveValue(1)
    expect(within(viewed).getByRole('combobox', { name: text.unitLabel })).toHaveValue('days')
    expect(
      within(viewed).getByRole('spinbutton', { name: text.timingLabel }),
    ).toHaveAccessibleDescription(text.bounds('2 hours', '7 days'))
    expect(within(viewed).getByText(text.defaults)).toBeVisible()
    const uncontacted = await ruleForm('lead_uncontacted')
    expect(within(uncontacted).getByRole('spinbutton', { name: text.timingLabel })).toHaveValue(1)
    expect(within(uncontacted).getByRole('combobox', { name: text.unitLabel })).toHaveValue('hours')
    expect(within(uncontacted).getByText(text.bounds('15 minutes', '8 hours'))).toBeVisible()
    expect(screen.getAllByRole('form')).toHaveLength(7)
  })

  test('should switch a rule off and retime it in hours, sent as minutes, then say who changed it', async () => {
    const { user, puts } = render()
    const form = await ruleForm('review_request')
    await user.click(within(form).getByRole('checkbox', { name: text.enabledLabel }))
    const timing = within(form).getByRole('spinbutton', { name: text.timingLabel })
    await user.clear(timing)
    await user.type(timing, '36')
    await user.selectOptions(within(form).getByRole('combobox', { name: text.unitLabel }), 'hours')
    await user.click(within(form).getByRole('button', { name: text.save }))
    expect(await within(form).findByRole('status')).toHaveTextContent(
      text.saved(text.ruleNames.review_request),
    )
    expect(puts).toEqual([{ rule: 'review_request', enabled: false, offsetMinutes: 36 * 60 }])
    expect(
      within(form).getByText(text.changedBy('Amal Admin', moment(Date.UTC(2026, 10, 29, 6, 0)))),
    ).toBeVisible()
    expect(within(form).getByRole('checkbox', { name: text.enabledLabel })).not.toBeChecked()
  })

  test('should show the server’s refusal of a timing outside the bounds, and keep what was typed', async () => {
    const { user, refuseNext } = render()
    const form = await ruleForm('move_1_day')
    const timing = within(form).getByRole('spinbutton', { name: text.timingLabel })
    await user.clear(timing)
    await user.type(timing, '5')
    const refusal = 'Choose a timing from 720 to 2880 minutes, in whole minutes.'
    refuseNext(400, refusal)
    await user.click(within(form).getByRole('button', { name: text.save }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal)
    expect(timing).toHaveValue(5)
    expect(within(form).getByText(text.defaults)).toBeVisible()
  })
})
