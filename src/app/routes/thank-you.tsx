import { CheckCircle2 } from 'lucide-react'

import { ButtonLink } from '@/components/ui/button'
import { Head } from '@/components/seo/head'
import { paths } from '@/config/paths'

/** SPEC 2.15: outside the layout shell, canonical /thank-you. */
export default function ThankYouRoute() {
  return (
    <div className="flex min-h-screen items-center bg-navy-900 py-16 text-white">
      <Head
        title="Thank you"
        description="Thank you for contacting us. A move coordinator will call you back shortly with the next steps."
        path={paths.thankYou.path}
        noindex
      />
      <div className="container-page flex flex-col items-center gap-5 text-center">
        <CheckCircle2 className="size-20 text-accent-400" aria-hidden="true" />
        <h1 className="text-4xl text-white sm:text-5xl">Thanks for submitting!</h1>
        <p className="text-xl text-navy-100">Your message has been sent!</p>
        <p className="max-w-lg text-navy-200">
          A move coordinator will contact you shortly, usually within one working day, to talk
          through your dates and arrange a free survey.
        </p>
        <ButtonLink to={paths.home.getHref()} size="lg" className="mt-4">
          Go Home
        </ButtonLink>
      </div>
    </div>
  )
}
