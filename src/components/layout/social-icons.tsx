import type { SocialLink } from '@/config/env'
import { cn } from '@/lib/cn'

/**
 * Brand glyphs (lucide-react no longer ships brand logos), painted in the text colour through a
 * mask so hover colours still apply. The paths live in src/assets/social/ and reach the page
 * inside the stylesheet (index.css, ADR 036): inline, half a kilobyte of path data in each page's
 * HTML pushed the longer pages past the first round trip of a phone's connection; as files, every
 * page fetched four images before its first paint.
 */
export function SocialIcon({
  network,
  className,
}: {
  network: SocialLink['network']
  className?: string
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        `social-icon-${network}`,
        'inline-block bg-current [mask-position:center] [mask-repeat:no-repeat] [mask-size:contain]',
        className,
      )}
    />
  )
}
