import { Deferred } from '@/components/ui/deferred'
import { lazyNamed } from '@/lib/lazy-named'

const ContactFormSection = lazyNamed(
  () => import('@/features/enquiry/components/contact-form-section'),
  'ContactFormSection',
)

/**
 * The 'Reach Out to Us' form at the foot of a page whose first screen has no form: it hydrates
 * from its own chunk as the visitor nears it (ADR 007), so the form's code (about 6 KB gzipped)
 * is not part of what the first screen waits for. Its prerendered HTML shows meanwhile.
 */
export function DeferredContactFormSection() {
  return (
    <Deferred minHeight="44rem">
      <ContactFormSection />
    </Deferred>
  )
}
