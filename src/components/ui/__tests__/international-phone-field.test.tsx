import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { InternationalPhoneField } from '../form/international-phone-field'

function Harness({ disabled = false }: { disabled?: boolean }) {
  const [dialCode, setDialCode] = useState('974')
  const [value, setValue] = useState('')
  return (
    <>
      <InternationalPhoneField
        label="Phone number"
        dialCode={dialCode}
        onDialCodeChange={setDialCode}
        value={value}
        onValueChange={setValue}
        disabled={disabled}
      />
      <output>{`${dialCode}|${value}`}</output>
    </>
  )
}

test('should keep only digits in the number and ask for the numeric keypad', async () => {
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

test('should start on Qatar and offer the common codes first once the list has loaded', async () => {
  render(<Harness />)
  const code = screen.getByRole('combobox', { name: 'Country code' })
  expect(code).toHaveDisplayValue('+974 Qatar')
  await screen.findByRole('option', { name: '+44 United Kingdom' })
  const first = screen.getAllByRole('option').map((option) => option.textContent)
  expect(first.slice(0, 6)).toEqual([
    '+974 Qatar',
    '+971 United Arab Emirates',
    '+966 Saudi Arabia',
    '+965 Kuwait',
    '+973 Bahrain',
    '+968 Oman',
  ])
  const position = (name: string) => first.indexOf(name)
  for (const common of [
    '+91 India',
    '+92 Pakistan',
    '+44 United Kingdom',
    '+1 United States / Canada',
  ])
    expect(position(common)).toBeLessThan(position('+20 Egypt'))

  await userEvent.selectOptions(code, '44')
  await userEvent.type(screen.getByLabelText('Phone number'), '7700900123')
  expect(screen.getByRole('status')).toHaveTextContent('44|7700900123')
})

test('should wait, code and number both, while disabled', async () => {
  render(<Harness disabled />)
  expect(screen.getByRole('combobox', { name: 'Country code' })).toBeDisabled()
  expect(screen.getByLabelText('Phone number')).toBeDisabled()
  // Even a waiting field offers the whole list once it is open.
  expect(await screen.findByRole('option', { name: '+44 United Kingdom' })).toBeInTheDocument()
})

test('should keep the code and the number left to right on a right-to-left page', async () => {
  render(
    <div dir="rtl">
      <Harness />
    </div>,
  )
  await screen.findByRole('option', { name: /^\+971 / })
  const input = screen.getByLabelText('Phone number')
  const code = screen.getByRole('combobox')
  expect(input.closest('[dir]')).toHaveAttribute('dir', 'ltr')
  expect(code.closest('[dir]')).toHaveAttribute('dir', 'ltr')
})
