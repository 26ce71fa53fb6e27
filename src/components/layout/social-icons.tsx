import type { SocialLink } from '@/config/env'

import { cn } from '@/lib/cn'

/**
 * Brand glyphs (lucide-react no longer ships brand logos), painted in the text colour through a
 * mask so hover colours still apply. The paths live in public/images/social/ rather than inline:
 * the footer is on every page, and half a kilobyte of path data in each page's HTML pushed the
 * longer pages past the first round trip of a phone's connection.
 */
const masks: Record<SocialLink['network'], string> = {
  facebook: '[mask-image:url(/images/social/facebook.svg)]',
  instagram: '[mask-image:url(/images/social/instagram.svg)]',
  x: '[mask-image:url(/images/social/x.svg)]',
  youtube: '[mask-image:url(/images/social/youtube.svg)]',
  linkedin: '[mask-image:url(/images/social/linkedin.svg)]',
}

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
        'inline-block bg-current [mask-position:center] [mask-repeat:no-repeat] [mask-size:contain]',
        masks[network],
        className,
      )}
    />
  )
}
