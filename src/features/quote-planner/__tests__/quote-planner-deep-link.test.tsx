import { screen, waitFor, within } from '@testing-library/react'

import { qatarToday } from '@/lib/qatar-today'
import { renderWithRouter, type userEvent } from '@/testing/test-utils'

import { QuotePlannerForm } from '../components/quote-planner'
import { QuotePlannerDialog } from '../components/quote-planner-dialog'
import { PLANNER_DRAFT_KEY } from '../use-quote-planner'

type User = ReturnType<typeof userEvent.setup>

const planner = () => within(screen.getByRole('form', { name: 'Quote planner' }))
const next = (user: User) => user.click(planner().getByRole('button', { name: 'Next' }))
const place = async (name: 'Moving from' | 'Moving to') =>
  within(await planner().findByRole('group', { name }))
const moveTypeRadios = () => planner().getAllByRole('radio')

/** A day next year, so the link's date is never in Doha's past. */
const nextYear = () => `${Number(qatarToday().slice(0, 4)) + 1}-03-15`

function renderPlannerAt(route: string) {
  return renderWithRouter(<QuotePlannerForm variant="page" onSuccess={() => {}} />, { route })
}

describe('QuotePlannerForm from a deep link', () => {
  test('should start with the service, the places and the date the link names', async () => {
    const date = nextYear()
    const { user } = renderPlannerAt(
      `/get-a-quote?utm_source=guide&service=international&from=The+Pearl&to=IN&date=${date}`,
    )
    expect(await planner().findByRole('radio', { name: /International move/ })).toBeChecked()
    await next(user)
    const from = await place('Moving from')
    expect(from.getByRole('radio', { name: 'In Qatar' })).toBeChecked()
    expect(from.getByLabelText(/^Area/)).toHaveValue('The Pearl')
    const to = await place('Moving to')
    expect(to.getByRole('radio', { name: 'Abroad' })).toBeChecked()
    expect(to.getByLabelText(/^Country/)).toHaveValue('IN')
    expect(to.getByLabelText(/^City/)).toHaveValue('')

    await user.selectOptions(from.getByLabelText(/^Property type/), 'apartment')
    await user.type(to.getByLabelText(/^City/), 'Kochi')
    await user.selectOptions(to.getByLabelText(/^Property type/), 'villa')
    await next(user)
    await planner().findByRole('heading', { name: 'When would you like to move?' })
    expect(planner().getByLabelText(/^Moving date/)).toHaveValue(date)
  })

  test('should start as usual, and work, when every value is unknown or hostile', async () => {
    const script = encodeURIComponent('<script>alert(1)</script>')
    const image = encodeURIComponent('"><img src=x onerror=alert(1)>')
    const { user } = renderPlannerAt(
      `/get-a-quote?service=teleport&service=local&from=${script}&to=${image}` +
        `&date=2020-01-01&service=${'x'.repeat(5000)}`,
    )
    await planner().findByRole('heading', { name: 'What are we moving?' })
    for (const radio of moveTypeRadios()) expect(radio).not.toBeChecked()
    expect(document.querySelector('script, img[src="x"]')).toBeNull()
    expect(sessionStorage.getItem(PLANNER_DRAFT_KEY)).toBeNull()

    await next(user)
    expect(
      await planner().findByText('Please choose what you are moving.', { exact: false }),
    ).toBeInTheDocument()
    await user.click(planner().getByRole('radio', { name: /Local move/ }))
    await next(user)
    const from = await place('Moving from')
    const to = await place('Moving to')
    expect(from.getByLabelText(/^Area/)).toHaveValue('')
    expect(to.getByRole('radio', { name: 'In Qatar' })).toBeChecked()
    expect(to.getByLabelText(/^Area/)).toHaveValue('')
  })

  test('should ignore an unknown service but keep the destination the link names', async () => {
    const { user } = renderPlannerAt('/get-a-quote?service=teleport&to=jo')
    await planner().findByRole('heading', { name: 'What are we moving?' })
    await waitFor(() => expect(sessionStorage.getItem(PLANNER_DRAFT_KEY)).toContain('"JO"'))
    for (const radio of moveTypeRadios()) expect(radio).not.toBeChecked()
    await user.click(planner().getByRole('radio', { name: /Freight/ }))
    await next(user)
    expect((await place('Moving to')).getByLabelText(/^Country/)).toHaveValue('JO')
  })

  test('should keep the visitor’s own changes through a reload of the same link', async () => {
    const route = '/get-a-quote?service=international&to=IN'
    const first = renderPlannerAt(route)
    await first.user.click(await planner().findByRole('radio', { name: /Vehicle/ }))
    first.unmount()
    renderPlannerAt(route)
    expect(await planner().findByRole('radio', { name: /Vehicle/ })).toBeChecked()
  })

  test('should start the dialog with the choices of the page’s address', async () => {
    renderWithRouter(<QuotePlannerDialog open onClose={() => {}} title="Plan Your Move" />, {
      route: '/?utm_campaign=storage&service=storage',
    })
    const dialog = within(await screen.findByRole('dialog', { name: 'Plan Your Move' }))
    expect(await dialog.findByRole('radio', { name: /Storage/ })).toBeChecked()
  })
})
