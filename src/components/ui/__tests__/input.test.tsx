import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { PhoneField } from '../form/input'

function Harness() {
  const [value, setValue] = useState('')
  return <PhoneField label="Phone number" value={value} onValueChange={setValue} />
}

test('should keep only digits in the phone field and ask for the numeric keypad', async () => {
  render(<Harness />)
  const input = screen.getByLabelText('Phone number')
  expect(input).toHaveAttribute('inputmode', 'numeric')
  expect(input).toHaveAttribute('pattern', '[0-9]*')
  await userEvent.type(input, '+974 55a0-1')
  expect(input).toHaveValue('9745501')
  await userEvent.paste('(66) 77')
  expect(input).toHaveValue('97455016677')
})

test('should block a digit typed with Shift', async () => {
  render(<Harness />)
  const input = screen.getByLabelText('Phone number')
  await userEvent.type(input, '{Shift>}5{/Shift}3')
  expect(input).toHaveValue('3')
})
