import { useEffect } from 'react'
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3'

import { RECAPTCHA_BADGE_ID } from './captcha-context'

export type Execute = (action: string) => Promise<string>

function ReadySignal({ onReady }: { onReady: (execute: Execute) => void }) {
  const { executeRecaptcha } = useGoogleReCaptcha()
  useEffect(() => {
    if (executeRecaptcha) onReady(executeRecaptcha)
  }, [executeRecaptcha, onReady])
  return null
}

/** Loaded on demand: mounting it injects Google's script and renders the inline badge. */
export default function RecaptchaBridge({
  siteKey,
  onReady,
}: {
  siteKey: string
  onReady: (execute: Execute) => void
}) {
  return (
    <GoogleReCaptchaProvider
      reCaptchaKey={siteKey}
      scriptProps={{ async: true, defer: true }}
      container={{ element: RECAPTCHA_BADGE_ID, parameters: { badge: 'inline' } }}
    >
      <ReadySignal onReady={onReady} />
    </GoogleReCaptchaProvider>
  )
}
