import { MaskIcon } from '@/components/ui/mask-icon'
import type { SocialLink } from '@/config/env'

/**
 * Brand glyphs (lucide-react no longer ships brand logos). The paths live in public/images/social/
 * rather than inline: the footer is on every page, and half a kilobyte of path data in each page's
 * HTML pushed the longer pages past the first round trip of a phone's connection.
 */
export function SocialIcon({
  network,
  className,
}: {
  network: SocialLink['network']
  className?: string
}) {
  return <MaskIcon src={`/images/social/${network}.svg`} className={className} />
}
