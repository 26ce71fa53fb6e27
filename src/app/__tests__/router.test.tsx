import { screen } from '@testing-library/react'

import { renderWithRouter } from '@/testing/test-utils'

import { AppRoutes } from '../router'

describe('Route table', () => {
  test('should render a service page with its own content chunk', async () => {
    renderWithRouter(<AppRoutes />, { route: '/services/pet-relocation-services-qatar' })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Pet Relocation')
  })

  test('should send an unknown service slug to /not-found, replacing the entry', async () => {
    renderWithRouter(<AppRoutes />, { route: '/services/teleportation-qatar' })
    expect(await screen.findByTestId('location')).toHaveTextContent('/not-found')
  })

  test('should render a post from its own chunk and send an unknown one to /not-found', async () => {
    renderWithRouter(<AppRoutes />, { route: '/blog/why-moving-insurance-matters' })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/insurance/i)
    renderWithRouter(<AppRoutes />, { route: '/blog/no-such-post' })
    expect((await screen.findAllByTestId('location')).at(-1)).toHaveTextContent('/not-found')
  })

  test('should serve Singapore at its alias from the canonical entry', async () => {
    renderWithRouter(<AppRoutes />, { route: '/relocate-qatar-to-singapore' })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/Singapore/)
  })

  test('should show the not-found page for a destination that does not exist', async () => {
    renderWithRouter(<AppRoutes />, { route: '/international-relocation-mars-qatar' })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/not found/i)
  })
})
