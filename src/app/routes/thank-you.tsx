import { CheckCircle2 } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'

import { BareTopBar, UsefulLinks } from '@/components/layout/bare-page-chrome'
import { ButtonLink } from '@/components/ui/button'
import { Head } from '@/components/seo/head'
import { paths } from '@/config/paths'

import * as text from './thank-you.messages'

/** Outside the layout shell, canonical /thank-you. */
export default function ThankYouRoute() {
  // A quote request comes back with the number the server stored it under.
  const reference = /^\d{1,12}$/.exec(useSearchParams()[0].get('ref') ?? '')?.[0]
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
            <p className="rounded-full bg-white/10 px-5 py-2 text-navy-50">
              {text.referenceBefore}{' '}
              <strong className="text-accent-300 tabular-nums">{reference}</strong>
              {text.referenceAfter}
            </p>
          ) : null}
          <p className="max-w-lg text-navy-200">{text.next}</p>
          <ButtonLink to={paths.home.getHref()} size="lg" className="mt-4">
            {text.home}
          </ButtonLink>
          <UsefulLinks tone="dark" />
        </div>
      </div>
    </div>
  )
}
