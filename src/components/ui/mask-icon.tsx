import { cn } from '@/lib/cn'

/**
 * A line icon drawn from a file in public/images, painted in the text colour through a mask so
 * hover colours still apply. For icons a page shows once and below its first screen: the
 * picture costs the page's JavaScript nothing, where an icon component costs a chunk.
 */
export function MaskIcon({ src, className }: { src: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      style={{ maskImage: `url(${src})` }}
      className={cn(
        'inline-block bg-current [mask-position:center] [mask-repeat:no-repeat] [mask-size:contain]',
        className,
      )}
    />
  )
}
