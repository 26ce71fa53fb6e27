import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { staffApi } from '@/console/app/api'
import { LinkPage } from './components/link-page'
import { messageOf } from '@/console/app/components/notice'
import { useMe } from '@/console/app/me'
import * as text from './people.messages'
import { linkToken } from './enrol'

/** The e-mailed sign-in link's page: it signs in at once, then offers a new passkey at home. */
export function LinkSignInPage() {
  const { refresh } = useMe()
  const navigate = useNavigate()
  const [token] = useState(linkToken)
  const [problem, setProblem] = useState<string | null>(token ? null : text.linkMissing)
  const used = useRef(false)

  useEffect(() => {
    // A link works once: StrictMode's second run must not spend it again.
    if (used.current || !token) return
    used.current = true
    staffApi('sign-in/link', { token })
      .then(async () => {
        await refresh()
        navigate('/', { replace: true })
      })
      .catch((error: unknown) => setProblem(messageOf(error)))
  }, [navigate, refresh, token])

  return <LinkPage title={text.signInTitle} problem={problem} />
}
