import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { SelectField } from '../form/select'

const options = [
  { value: 'localMove', label: 'Local Move' },
  { value: 'internationalMove', label: 'International Move' },
]

function Harness({ disabled = false, error }: { disabled?: boolean; error?: string }) {
  const [value, setValue] = useState('')
  return (
    <SelectField
      label="Service type"
      placeholder="Select a service"
      options={options}
      value={value}
      disabled={disabled}
      error={error}
      onChange={(event) => setValue(event.target.value)}
    />
  )
}

test('should let the visitor choose an option with a visible label', async () => {
  render(<Harness />)
  const select = screen.getByLabelText('Service type')
  await userEvent.selectOptions(select, 'International Move')
  expect(select).toHaveValue('internationalMove')
})

test('should ignore a disabled select', async () => {
  render(<Harness disabled />)
  const select = screen.getByLabelText('Service type')
  await userEvent.selectOptions(select, 'Local Move').catch(() => {})
  expect(select).toHaveValue('')
  expect(select).toBeDisabled()
})

test('should link its error message to the control', () => {
  render(<Harness error="Please select a service type." />)
  const select = screen.getByLabelText('Service type')
  expect(select).toHaveAttribute('aria-invalid', 'true')
  expect(select).toHaveAccessibleDescription('Please select a service type.')
})
