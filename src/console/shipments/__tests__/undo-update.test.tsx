import { act, fireEvent } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'

import type { ShipmentUpdate } from '@/console/app/api'
import { Updates } from '@/console/shipments/components/shipment-updates'
import { server } from '@/testing/mocks/server'
import { render, screen, userEvent } from '@/testing/test-utils'

import * as desk from '../desk.messages'
import * as text from '../shipments.messages'

const UPDATES = '/api/staff/shipments/PCMX000001/updates/7'
const departed: ShipmentUpdate = {
  id: 7,
  status_content: 'Left Hamad Port',
  status_date: '2026-11-20',
  status_time: null,
  milestone: 'departed',
  location: null,
  status_content_ar: null,
}

/** The updates with the remove, restore and correction endpoints; the paths the server got. */
function open() {
  const asked: string[] = []
  const answer = ({ request }: { request: Request }) => {
    asked.push(new URL(request.url).pathname)
    return HttpResponse.json({ ok: true })
  }
  server.use(
    http.post(`${UPDATES}/remove`, answer),
    http.post(`${UPDATES}/restore`, answer),
    http.post(UPDATES, answer),
  )
  const onSaved = vi.fn()
  render(<Updates trackingId="PCMX000001" updates={[departed]} subscribers={1} onSaved={onSaved} />)
  return { asked, onSaved }
}

const remove = () =>
  screen.getByRole('button', { name: text.removeUpdateNamed(departed.status_content) })

describe('Undo of a removed update', () => {
  afterEach(() => vi.useRealTimers())

  test('should offer Undo politely, and bring the update back through the server', async () => {
    const { asked, onSaved } = open()
    const user = userEvent.setup()
    await user.click(remove())
    const toast = await screen.findByRole('status')
    expect(toast).toHaveTextContent(text.updateRemoved)
    await user.click(screen.getByRole('button', { name: desk.undo }))
    expect(await screen.findByText(desk.restored)).toBeVisible()
    expect(asked).toEqual([`${UPDATES}/remove`, `${UPDATES}/restore`])
    expect(onSaved).toHaveBeenCalledTimes(2)
  })

  test('should keep Undo for at least 8 seconds, then let it go', async () => {
    open()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fireEvent.click(remove())
    expect(await screen.findByRole('button', { name: desk.undo })).toBeVisible()
    await act(() => vi.advanceTimersByTimeAsync(8_000))
    expect(screen.getByRole('button', { name: desk.undo })).toBeVisible()
    await act(() => vi.advanceTimersByTimeAsync(2_500))
    expect(screen.queryByRole('button', { name: desk.undo })).not.toBeInTheDocument()
  })

  test('should offer to undo a correction by putting back what the update said', async () => {
    const { asked } = open()
    const user = userEvent.setup()
    await user.click(
      screen.getByRole('button', { name: text.editUpdateNamed(departed.status_content) }),
    )
    await user.type(screen.getByLabelText(text.updateLocation), 'Hamad Port')
    await user.click(screen.getByRole('button', { name: text.saveUpdate }))
    expect(await screen.findByText(text.updateSaved)).toBeVisible()
    await user.click(screen.getByRole('button', { name: desk.undo }))
    expect(await screen.findByText(desk.correctionUndone)).toBeVisible()
    expect(asked).toEqual([UPDATES, UPDATES])
  })
})
