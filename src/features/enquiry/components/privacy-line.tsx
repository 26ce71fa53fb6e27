import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'

import * as text from './privacy-line.messages'

export function PrivacyLine({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <p className={cn('text-xs', tone === 'dark' ? 'text-navy-100' : 'text-ink-muted')}>
      {text.before}
      <Link
        to={paths.privacy.getHref()}
        className={cn(
          'underline underline-offset-2',
          tone === 'dark' ? 'text-white' : 'text-navy-800',
        )}
      >
        {text.link}
      </Link>
      {text.after}
    </p>
  )
}
