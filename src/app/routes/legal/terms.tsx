import { paths } from '@/config/paths'
import { termsAndConditions } from '@/content/legal/terms'

import { LegalPage } from './legal-page'

/** SPEC 2.11 /terms-and-conditions: 14 sections carrying the terms of SPEC 9.6. */
export default function TermsRoute() {
  return (
    <LegalPage
      document={termsAndConditions}
      path={paths.terms.getHref()}
      label="Terms and Conditions"
    />
  )
}
