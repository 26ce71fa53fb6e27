import type { SocialLink } from '@/config/env'

/** Brand glyphs drawn as simple paths (lucide-react no longer ships brand logos). */
const glyphs: Record<SocialLink['network'], string> = {
  facebook:
    'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.6c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.4-4 4.1v1.9H8v3.2h2.6V21H14v-9.3h2.6l.4-3.2z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM21 8.1c0-1.4-.4-2.7-1.4-3.7S17.3 3 15.9 3H8.1C6.7 3 5.4 3.4 4.4 4.4S3 6.7 3 8.1v7.8c0 1.4.4 2.7 1.4 3.7s2.3 1.4 3.7 1.4h7.8c1.4 0 2.7-.4 3.7-1.4s1.4-2.3 1.4-3.7zm-2 8.5c-.3.8-1 1.5-1.8 1.8-1.3.5-4.3.4-5.2.4s-3.9.1-5.2-.4a3 3 0 0 1-1.8-1.8C4.5 15.3 4.6 12.9 4.6 12s-.1-3.3.4-4.6c.3-.8 1-1.5 1.8-1.8 1.3-.5 4.3-.4 5.2-.4s3.9-.1 5.2.4c.8.3 1.5 1 1.8 1.8.5 1.3.4 3.7.4 4.6s.1 3.3-.4 4.6z',
  x: 'M17.8 3h3.1l-6.7 7.7 7.9 10.3h-6.2l-4.8-6.3L5.6 21H2.5l7.2-8.2L2.1 3h6.3l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.7 2 12 2 12s0 3.3.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.5.4-4.8.4-4.8s0-3.3-.4-4.8zM10 15V9l5.2 3z',
  linkedin:
    'M6.9 21H3.3V9.2h3.6zM5.1 7.6A2.1 2.1 0 1 1 5.1 3.4a2.1 2.1 0 0 1 0 4.2zM21 21h-3.6v-5.7c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21H9.7V9.2h3.4v1.6c.5-.9 1.7-1.9 3.4-1.9 3.7 0 4.4 2.4 4.4 5.5z',
}

export function SocialIcon({
  network,
  className,
}: {
  network: SocialLink['network']
  className?: string
}) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d={glyphs[network]} />
    </svg>
  )
}
