import { Mail, MessageCircle, Phone } from 'lucide-react'

import { Modal } from '@/components/ui/modal'
import { siteConfig, telHref, whatsappHref } from '@/config/env'

type QuoteDialogProps = { open: boolean; onClose: () => void }

/** The header's 'Get a quote' modal (SPEC 2.2). */
export function QuoteDialog({ open, onClose }: QuoteDialogProps) {
  const channels = [
    {
      icon: Phone,
      label: 'Call a move coordinator',
      value: siteConfig.primaryPhone,
      href: telHref(siteConfig.primaryPhone),
    },
    {
      icon: MessageCircle,
      label: 'Chat on WhatsApp',
      value: 'Usually answered within minutes',
      href: whatsappHref(),
    },
    {
      icon: Mail,
      label: 'E-mail your inventory',
      value: siteConfig.email,
      href: `mailto:${siteConfig.email}`,
    },
  ]
  return (
    <Modal open={open} onClose={onClose} title="Moving Soon? Let's Talk">
      <p className="text-ink-muted">
        Tell us where you are moving from and to, and we will send a free, itemised quote.
      </p>
      <ul className="mt-5 flex flex-col gap-3">
        {channels.map(({ icon: Icon, label, value, href }) => (
          <li key={label}>
            <a
              href={href}
              className="flex min-h-14 items-center gap-4 rounded-2xl border border-navy-100 p-4 hover:border-accent-500"
              {...(href.startsWith('https:')
                ? { target: '_blank', rel: 'noopener noreferrer' }
                : {})}
            >
              <Icon className="size-6 shrink-0 text-accent-700" aria-hidden="true" />
              <span className="flex flex-col">
                <span className="font-semibold text-navy-900">{label}</span>
                <span className="text-sm text-ink-muted tabular">{value}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  )
}
