import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'

import type { PasskeyListing } from '@contract/staff'
import { AccountPasskeys } from '@/console/people/account-passkeys'
import { server } from '@/testing/mocks/server'

const passkey = (id: string, name: string): PasskeyListing => ({
  id,
  name,
  createdAt: Date.UTC(2026, 10, 20, 6),
  lastUsedAt: null,
  deviceType: 'singleDevice',
  backedUp: false,
})

/** The member's two passkeys on the server, renamed there as the console asks. */
function passkeysOnServer() {
  const passkeys = [passkey('phone', ''), passkey('key', '')]
  server.use(
    http.get('/api/staff/passkeys', () => HttpResponse.json({ passkeys, lastRemovable: true })),
    http.post('/api/staff/passkeys/rename', async ({ request }) => {
      const { passkey: id, name } = (await request.json()) as { passkey: string; name: string }
      passkeys.find((each) => each.id === id)!.name = name
      return HttpResponse.json({ ok: true })
    }),
  )
}

describe("The account page's passkeys", () => {
  test('should keep saying a passkey was renamed once the list shows its new name', async () => {
    passkeysOnServer()
    const user = userEvent.setup()
    render(<AccountPasskeys />)
    const second = (await screen.findAllByRole('listitem'))[1]!
    const field = within(second).getByRole('textbox', { name: /^New name for Unnamed passkey/ })
    await user.type(field, 'Security key')
    await user.click(within(second).getByRole('button', { name: 'Save the name' }))

    const list = screen.getByRole('list')
    expect(await within(list).findByText('Security key')).toBeInTheDocument()
    const renamed = within(list).getAllByRole('listitem')[1]!
    expect(within(renamed).getByRole('status')).toHaveTextContent('Passkey renamed.')
    expect(
      within(renamed).getByRole('textbox', { name: /^New name for Security key/ }),
    ).toHaveValue('Security key')
  })
})
