import { paths } from '@/config/paths'
import { privacyPolicy } from '@/content/legal/privacy'

import { LegalPage } from './legal-page'
import * as text from './legal.messages'

/** /privacy-policy: 10 sections, effective 01/06/2025, not for persons under 18. */
export default function PrivacyRoute() {
  return <LegalPage document={privacyPolicy} path={paths.privacy.getHref()} label={text.privacy} />
}
