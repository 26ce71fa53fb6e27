import { paths } from '@/config/paths'
import { termsAndConditions } from '@/content/legal/terms'

import { LegalPage } from './legal-page'
import * as text from './legal.messages'

/** /terms-and-conditions: 14 sections, among them deposits, cancellation, liability and claims. */
export default function TermsRoute() {
  return <LegalPage document={termsAndConditions} path={paths.terms.getHref()} label={text.terms} />
}
