import { render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import { HealthPanel } from '@/console/audit/components/health-panel'
import { server } from '@/testing/mocks/server'

const answer = (body: Parameters<typeof HttpResponse.json>[0]) =>
  server.use(http.get('/api/staff/health', () => HttpResponse.json(body)))

describe('The service health panel', () => {
  test('should show admins what the public health check leaves out', async () => {
    answer({
      status: 'ok',
      database: { kind: 'postgres', reachable: true },
      notifications: { delivery: 'held', pending: 3 },
      webhook: { configured: true, pending: 1, retrying: 2, failed: 0, lastError: 'HTTP 502' },
      redis: { configured: true, reachable: false },
    })
    render(<HealthPanel />)
    expect(await screen.findByRole('status')).toHaveTextContent('Up: the database answers.')
    const region = screen.getByRole('region', { name: 'Service health' })
    expect(region).toHaveTextContent('DatabasePostgreSQL')
    expect(region).toHaveTextContent(
      'E-mailHeld: SMTP_URL is not set, so nothing is sent. 3 waiting in the outbox.',
    )
    expect(region).toHaveTextContent(
      'Leads to the CRM1 waiting, 2 being tried again, 0 given up. Last error: HTTP 502.',
    )
    expect(region).toHaveTextContent('RedisNot reachable')
  })

  test('should say when the database is down', async () => {
    answer({ status: 'error', database: { kind: 'sqlite', reachable: false } })
    render(<HealthPanel />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Down: the database did not answer in time.',
    )
    expect(screen.queryByText('Database')).not.toBeInTheDocument()
  })
})
