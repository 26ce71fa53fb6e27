import { screen, within } from '@testing-library/react'

import { posts } from '@/content/catalogue'
import { excerpt, postSummary, splitTitle } from '@/lib/blog'
import { renderWithRouter } from '@/testing/test-utils'

import BlogRoute from '..'
import PostRoute from '../post'

const section = (name: string) =>
  screen.getByRole('heading', { name, level: 2 }).closest('section')!

describe('Blog list', () => {
  test('should show the 3 latest posts, then the others with Prev and Next disabled', () => {
    renderWithRouter(<BlogRoute />, { route: '/blog' })
    const latest = within(section('Latest Updates')).getAllByRole('link')
    expect(latest.map((link) => link.getAttribute('href'))).toEqual(
      posts.slice(0, 3).map((post) => `/blog/${post.id}`),
    )
    const others = section('Other Updates')
    const pager = within(others).getByRole('navigation', { name: 'Other updates pages' })
    expect(within(pager).getByRole('link', { name: 'Prev' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(
      within(others)
        .getAllByRole('link', { name: (name) => !/^(Page \d+|Prev|Next)$/.test(name) })
        .map((link) => link.getAttribute('href')),
    ).toEqual(posts.slice(3, 5).map((post) => `/blog/${post.id}`))
  })

  test('should cut each card to a 40-word excerpt ending in ...', () => {
    renderWithRouter(<BlogRoute />, { route: '/blog' })
    const first = excerpt(postSummary(posts[0]!))
    expect(first.endsWith('...')).toBe(true)
    expect(screen.getByText(first)).toBeInTheDocument()
  })
})

describe('Blog post', () => {
  test('should split the title over two lines and list next, next+1 and previous', async () => {
    const post = posts[0]!
    renderWithRouter(<PostRoute entry={post} />, { route: `/blog/${post.id}` })
    const [first, second] = splitTitle(post.title)
    const h1 = screen.getByRole('heading', { level: 1 })
    expect(h1.children[0]).toHaveTextContent(first)
    expect(h1.children[1]).toHaveTextContent(second)
    expect(screen.getByText(post.date)).toBeInTheDocument()
    expect(screen.getByText(post.time)).toBeInTheDocument()
    const recent = within(await screen.findByRole('complementary'))
    expect(
      recent.getAllByRole('link', { name: /Read More/ }).map((link) => link.getAttribute('href')),
    ).toEqual([posts[1]!, posts[2]!, posts[4]!].map((other) => `/blog/${other.id}`))
  })

  test('should show "By {name}" only when the post has an author', () => {
    const anonymous = posts.find((post) => !post.author)!
    const named = posts.find((post) => post.author)!
    renderWithRouter(<PostRoute entry={named} />, { route: `/blog/${named.id}` })
    expect(screen.getByText(`By ${named.author}`)).toBeInTheDocument()
    renderWithRouter(<PostRoute entry={anonymous} />, { route: `/blog/${anonymous.id}` })
    expect(screen.getAllByText(/^By /)).toHaveLength(1)
  })

  test('should open the enquiry dialog from Reach Out To Us', async () => {
    const { user } = renderWithRouter(<PostRoute entry={posts[4]!} />, {
      route: `/blog/${posts[4]!.id}`,
    })
    await user.click(screen.getByRole('button', { name: /Reach Out To Us/ }))
    expect(
      await screen.findByRole('dialog', { name: "Moving Soon? Let's Talk" }),
    ).toBeInTheDocument()
  })
})
