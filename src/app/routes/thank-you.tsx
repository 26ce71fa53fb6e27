import { CheckCircle2 } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router-dom'

import * as answer from '@contract/acknowledgement-messages'
import { leadReference, referencePrefix } from '@contract/reference'
import { BareTopBar, UsefulLinks } from '@/components/layout/bare-page-chrome'
import { ButtonLink } from '@/components/ui/button'
import { Head } from '@/components/seo/head'
import { siteConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { promiseInWords } from '@/lib/answer-promise'

import * as text from './thank-you.messages'

const MINUTE = 60_000
const prefix = referencePrefix(siteConfig.companyName)
const noSubscription = () => () => {}
/**
 * The time the visitor reads the page, which is when they sent the request: what the office can
 * promise depends on it. The prerendered page has none (null), so it states the promise in general.
 */
const readAt = () => Math.floor(Date.now() / MINUTE) * MINUTE
const prerendered = () => null

/** Outside the layout shell, canonical /thank-you. */
export default function ThankYouRoute() {
  // A request comes back with the number the server stored it under.
  const id = /^\d{1,12}$/.exec(useSearchParams()[0].get('ref') ?? '')?.[0]
  const now = useSyncExternalStore(noSubscription, readAt, prerendered)
  const reference = id && now !== null ? leadReference(Number(id), now, prefix) : null
  return (
    <div className="flex flex-1 flex-col bg-navy-900 text-white">
      <BareTopBar tone="dark" />
      <div className="flex flex-1 items-center pt-6 pb-16">
        <Head
          title={text.title}
          description={text.description}
          path={paths.thankYou.path}
          noindex
        />
        <div className="container-page flex flex-col items-center gap-5 text-center">
          <CheckCircle2 className="size-20 text-accent-400" aria-hidden="true" />
          <h1 className="text-4xl text-white sm:text-5xl">{text.heading}</h1>
          <p className="text-xl text-navy-100">{text.sent}</p>
          {reference ? (
            <p className="rounded-card bg-white/10 px-5 py-2 text-navy-50">
              {text.referenceBefore}{' '}
              <strong className="text-accent-300 tabular-nums" dir="ltr">
                {reference}
              </strong>
              {text.referenceAfter}
            </p>
          ) : null}
          <p className="max-w-lg text-navy-100">
            {now === null ? text.promiseAnyTime : promiseInWords(now, answer)} {answer.nextSteps}
          </p>
          <ButtonLink to={paths.home.getHref()} size="lg" className="mt-4">
            {text.home}
          </ButtonLink>
          <UsefulLinks tone="dark" />
        </div>
      </div>
    </div>
  )
}
