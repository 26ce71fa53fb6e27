import { useState, type FormEvent } from 'react'
import { Navigate, useNavigate } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'

import { staffApi } from '@/console/app/api'
import { Notice, messageOf } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'
import { useMe } from '@/console/app/me'
import { signInWithPasskey } from './passkeys'
import * as text from './people.messages'

/** Sign-in with a passkey, or a one-time link by e-mail for a lost device. */
export function SignInPage() {
  const { member, refresh } = useMe()
  const navigate = useNavigate()
  const [busy, setBusy] = useState<'passkey' | 'link' | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const [email, setEmail] = useState('')

  if (member) return <Navigate to="/" replace />

  async function passkey() {
    setBusy('passkey')
    setProblem(null)
    try {
      await signInWithPasskey()
      await refresh()
      navigate('/')
    } catch (error) {
      setProblem(messageOf(error))
    } finally {
      setBusy(null)
    }
  }

  async function link(event: FormEvent) {
    event.preventDefault()
    setBusy('link')
    setProblem(null)
    try {
      setSent((await staffApi<{ message: string }>('sign-in/email', { email })).message)
    } catch (error) {
      setProblem(messageOf(error))
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="mx-auto flex max-w-md flex-col gap-8">
      <section className="rounded-card bg-white p-6 shadow-soft">
        <PageHeading title={text.signInTitle} intro={text.signInIntro} />
        <Button className="w-full" loading={busy === 'passkey'} onClick={() => void passkey()}>
          {text.signInButton}
        </Button>
      </section>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <section aria-labelledby="lost-device" className="rounded-card bg-white p-6 shadow-soft">
        <h2 id="lost-device" className="text-xl">
          {text.lostDeviceTitle}
        </h2>
        <p className="mt-2 mb-4 text-ink-muted">{text.lostDeviceIntro}</p>
        {sent ? (
          <Notice tone="success">{sent}</Notice>
        ) : (
          <form onSubmit={(event) => void link(event)} className="flex flex-col gap-4">
            <InputField
              label={text.emailLabel}
              type="email"
              autoComplete="username webauthn"
              dir="ltr"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" variant="secondary" loading={busy === 'link'}>
              {text.sendLink}
            </Button>
          </form>
        )}
      </section>
    </div>
  )
}
