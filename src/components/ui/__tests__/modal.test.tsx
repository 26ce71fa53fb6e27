import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { Modal } from '../modal'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Moving Soon? Let's Talk">
        <label>
          Name <input />
        </label>
        <button type="button">Inside</button>
      </Modal>
    </>
  )
}

async function openDialog() {
  const user = userEvent.setup()
  render(<Harness />)
  await user.click(screen.getByRole('button', { name: 'Open dialog' }))
  return { user, dialog: await screen.findByRole('dialog', { name: "Moving Soon? Let's Talk" }) }
}

test('should open as a labelled modal dialog and move focus inside', async () => {
  const { dialog } = await openDialog()
  expect(dialog).toHaveAttribute('aria-modal', 'true')
  expect(dialog).toContainElement(document.activeElement as HTMLElement)
})

test('should close with the Close modal button and give focus back to the opener', async () => {
  const { user } = await openDialog()
  await user.click(screen.getByRole('button', { name: 'Close modal' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  // The dialog hands focus back as it closes, just before React removes it from the page.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Open dialog' })).toHaveFocus())
})

test('should close on Escape and on a backdrop click', async () => {
  const { user } = await openDialog()
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

  await user.click(screen.getByRole('button', { name: 'Open dialog' }))
  await screen.findByRole('dialog')
  await user.click(screen.getByTestId('modal-backdrop'))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})
