import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { Tabs } from '../tabs'

const tabs = [
  { value: 'movers', label: 'Movers' },
  { value: 'logistics', label: 'Logistics' },
] as const

function Harness() {
  const [value, setValue] = useState<'movers' | 'logistics'>('movers')
  return (
    <Tabs label="Service groups" tabs={tabs} value={value} onValueChange={setValue}>
      <p>{value === 'movers' ? 'Movers panel' : 'Logistics panel'}</p>
    </Tabs>
  )
}

test('should switch panels by click and by arrow keys', async () => {
  const user = userEvent.setup()
  render(<Harness />)
  expect(screen.getByRole('tab', { name: 'Movers' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Movers panel')

  await user.click(screen.getByRole('tab', { name: 'Logistics' }))
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Logistics panel')

  await user.keyboard('{ArrowRight}')
  expect(screen.getByRole('tab', { name: 'Movers' })).toHaveFocus()
  expect(screen.getByRole('tab', { name: 'Movers' })).toHaveAttribute('aria-selected', 'true')
})
