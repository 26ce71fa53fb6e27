import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { Accordion } from '../accordion'

const items = [1, 2, 3].map((id) => ({ id, title: `Question ${id}`, content: `Answer ${id}` }))

const toggle = (name: string) => screen.getByRole('button', { name: new RegExp(name) })

test('should start with the default item open and show − for it, + for the others', () => {
  render(<Accordion items={items} defaultOpenId={1} />)
  expect(toggle('Question 1')).toHaveAttribute('aria-expanded', 'true')
  expect(toggle('Question 1')).toHaveTextContent('−')
  expect(toggle('Question 2')).toHaveAttribute('aria-expanded', 'false')
  expect(toggle('Question 2')).toHaveTextContent('+')
})

test('should keep a single item open and close the open one when clicked again', async () => {
  const user = userEvent.setup()
  render(<Accordion items={items} defaultOpenId={1} />)
  await user.click(toggle('Question 2'))
  expect(toggle('Question 1')).toHaveAttribute('aria-expanded', 'false')
  expect(toggle('Question 2')).toHaveAttribute('aria-expanded', 'true')
  await user.click(toggle('Question 2'))
  expect(
    items.every(({ id }) => toggle(`Question ${id}`).getAttribute('aria-expanded') === 'false'),
  ).toBe(true)
})

test('should keep closed answers in the page but out of reach', () => {
  render(<Accordion items={items} defaultOpenId={1} />)
  expect(screen.getByText('Answer 2').closest('[inert]')).not.toBeNull()
  expect(screen.getByText('Answer 1').closest('[inert]')).toBeNull()
})
