import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'

import { RECAPTCHA_ACTION } from '@contract/recaptcha'

import { siteConfig } from '@/config/env'

import { CaptchaContext, RECAPTCHA_BADGE_ID, type Captcha } from './captcha-context'
import type { Execute } from './recaptcha-bridge'

const RecaptchaBridge = lazy(() => import('./recaptcha-bridge'))

/** Google's script costs tens of Lighthouse points: load it once the page has settled. */
const IDLE_DELAY_MS = 4_000
/** How long a submission waits for a script that is still loading. */
const READY_TIMEOUT_MS = 8_000
/** A script not ready this long after being asked for is taken as blocked or offline. */
const UNAVAILABLE_AFTER_MS = 5_000

type Props = { children: ReactNode; siteKey?: string }

/**
 * reCAPTCHA v3 (action 'contact_form') with the script off the critical path: it loads on the
 * first form interaction, when an enquiry dialog opens, or after the page has been idle; once
 * ready it fetches a token, and every submission asks for a fresh one because tokens are
 * single-use and expire after two minutes.
 */
export function CaptchaProvider({ children, siteKey = siteConfig.recaptchaSiteKey }: Props) {
  const [requested, setRequested] = useState(false)
  // A ref, not state: a token changes the page's context when Google answers, and a context change
  // reaching a section that has not hydrated yet makes React throw its prerendered HTML away.
  const tokenRef = useRef<string | null>(null)
  const executeRef = useRef<Execute | null>(null)
  const waitersRef = useRef<Array<() => void>>([])
  const unavailableRef = useRef(false)
  const unavailableListeners = useRef(new Set<() => void>())
  const watchdogRef = useRef<number | undefined>(undefined)

  const setUnavailable = useCallback((next: boolean) => {
    if (unavailableRef.current === next) return
    unavailableRef.current = next
    unavailableListeners.current.forEach((notify) => notify())
  }, [])

  const load = useCallback(() => {
    if (!siteKey) return
    setRequested(true)
    if (executeRef.current || watchdogRef.current !== undefined) return
    watchdogRef.current = window.setTimeout(() => {
      if (executeRef.current) return
      setUnavailable(true)
      // Nobody should wait for a script that is not coming: release pending submissions now.
      waitersRef.current.splice(0).forEach((wake) => wake())
    }, UNAVAILABLE_AFTER_MS)
  }, [siteKey, setUnavailable])

  const run = useCallback(async (): Promise<string | null> => {
    const execute = executeRef.current
    if (!execute) {
      console.warn('reCAPTCHA is not ready yet; no verification token was set.')
      return null
    }
    try {
      const fresh = await execute(RECAPTCHA_ACTION)
      tokenRef.current = fresh
      return fresh
    } catch (error) {
      console.error('reCAPTCHA execution failed', error)
      tokenRef.current = ''
      return ''
    }
  }, [])

  const onReady = useCallback(
    (execute: Execute) => {
      executeRef.current = execute
      setUnavailable(false)
      waitersRef.current.splice(0).forEach((wake) => wake())
      void run()
    },
    [run, setUnavailable],
  )

  const getFreshToken = useCallback(async () => {
    if (!executeRef.current && siteKey && !unavailableRef.current) {
      load()
      await new Promise<void>((resolve) => {
        const timer = window.setTimeout(resolve, READY_TIMEOUT_MS)
        waitersRef.current.push(() => {
          window.clearTimeout(timer)
          resolve()
        })
      })
    }
    return run()
  }, [load, run, siteKey])

  const getToken = useCallback(() => tokenRef.current, [])
  const clearToken = useCallback(() => {
    tokenRef.current = null
  }, [])
  const isUnavailable = useCallback(() => unavailableRef.current, [])
  const subscribeUnavailable = useCallback((onChange: () => void) => {
    const listeners = unavailableListeners.current
    listeners.add(onChange)
    return () => {
      listeners.delete(onChange)
    }
  }, [])

  useEffect(() => () => window.clearTimeout(watchdogRef.current), [])

  useEffect(() => {
    if (!siteKey) return
    let timer: number | undefined
    const schedule = () => {
      timer = window.setTimeout(load, IDLE_DELAY_MS)
    }
    if (document.readyState === 'complete') schedule()
    else window.addEventListener('load', schedule, { once: true })
    return () => {
      window.removeEventListener('load', schedule)
      window.clearTimeout(timer)
    }
  }, [load, siteKey])

  const value = useMemo<Captcha>(
    () => ({
      enabled: Boolean(siteKey),
      getToken,
      load,
      getFreshToken,
      clearToken,
      isUnavailable,
      subscribeUnavailable,
    }),
    [siteKey, getToken, load, getFreshToken, clearToken, isUnavailable, subscribeUnavailable],
  )

  return (
    <CaptchaContext.Provider value={value}>
      {children}
      <div id={RECAPTCHA_BADGE_ID} className="flex justify-center bg-navy-950 empty:hidden" />
      {requested ? (
        <Suspense fallback={null}>
          <RecaptchaBridge siteKey={siteKey} onReady={onReady} />
        </Suspense>
      ) : null}
    </CaptchaContext.Provider>
  )
}
