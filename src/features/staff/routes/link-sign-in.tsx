import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'

import { staffApi } from '../api'
import { Notice, messageOf } from '../components/notice'
import { PageHeading } from '../components/page-heading'
import { useMe } from '../me'
import * as text from '../staff.messages'
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

  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 rounded-card bg-white p-6 shadow-soft">
      <PageHeading title={text.signInTitle} />
      {problem ? (
        <>
          <Notice tone="error">{problem}</Notice>
          <Link to="/sign-in" className="font-semibold text-navy-700 underline">
            {text.backToSignIn}
          </Link>
        </>
      ) : (
        <p role="status" className="text-ink-muted">
          {text.checkingLink}
        </p>
      )}
    </section>
  )
}
