import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { ImageViewer } from '../image-viewer'

const images = ['ISO 9001', 'ISO 14001', 'ISO 45001'].map((caption, i) => ({
  src: `/images/certifications/cert-${i + 1}.svg`,
  alt: `${caption} certificate`,
  width: 400,
  height: 400,
  caption,
}))

function Harness({ start }: { start: number }) {
  const [index, setIndex] = useState<number | null>(start)
  return (
    <ImageViewer
      images={images}
      index={index}
      onIndexChange={setIndex}
      onClose={() => setIndex(null)}
    />
  )
}

test('should wrap from the first image back to the last and from the last to the first', async () => {
  const user = userEvent.setup()
  render(<Harness start={0} />)
  expect(await screen.findByRole('dialog', { name: 'ISO 9001' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Previous image' }))
  expect(await screen.findByRole('dialog', { name: 'ISO 45001' })).toBeInTheDocument()
  expect(screen.getByText('3 of 3')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Next image' }))
  expect(await screen.findByRole('dialog', { name: 'ISO 9001' })).toBeInTheDocument()
  await user.keyboard('{ArrowLeft}')
  expect(await screen.findByRole('dialog', { name: 'ISO 45001' })).toBeInTheDocument()
  expect(screen.getByRole('img', { name: 'ISO 45001 certificate' })).toBeInTheDocument()
})
