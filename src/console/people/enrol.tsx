import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { Button } from '@/components/ui/button'

import { staffApi } from '@/console/app/api'
import { LinkPage } from './components/link-page'
import { messageOf } from '@/console/app/components/notice'
import { useMe } from '@/console/app/me'
import { makePasskey } from './passkeys'
import * as text from './people.messages'

/** The link's token, from the address's fragment (which never reaches a server or its logs). */
export const linkToken = () => window.location.hash.slice(1)

/** The enrolment link's page: the person makes their first passkey and is signed in. */
export function EnrolPage() {
  const { refresh } = useMe()
  const navigate = useNavigate()
  const [token] = useState(linkToken)
  const [name, setName] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(token ? null : text.linkMissing)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!token) return
    // Reads the name the link was made for; the options it also answers are not used.
    staffApi<{ name: string }>('enrol/options', { token })
      .then((answer) => setName(answer.name))
      .catch((error: unknown) => setProblem(messageOf(error)))
  }, [token])

  async function enrol() {
    setBusy(true)
    setProblem(null)
    try {
      await makePasskey('enrol/options', 'enrol', { token })
      await refresh()
      navigate('/', { replace: true })
    } catch (error) {
      setProblem(messageOf(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <LinkPage
      title={text.enrolTitle}
      intro={name ? text.enrolIntro(name) : undefined}
      problem={problem}
    >
      {name ? (
        <Button loading={busy} onClick={() => void enrol()}>
          {text.enrolButton}
        </Button>
      ) : null}
    </LinkPage>
  )
}
