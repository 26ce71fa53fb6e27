import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'

import { Button } from '../button'

test('should be disabled with a spinner while loading', async () => {
  const onClick = vi.fn()
  render(
    <Button loading onClick={onClick}>
      Submitting
    </Button>,
  )
  const button = screen.getByRole('button', { name: 'Submitting' })
  expect(button).toBeDisabled()
  expect(button).toHaveAttribute('aria-busy', 'true')
  expect(screen.getByTestId('spinner')).toBeInTheDocument()
  await userEvent.click(button)
  expect(onClick).not.toHaveBeenCalled()
})
