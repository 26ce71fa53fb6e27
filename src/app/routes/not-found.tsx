import { useIsBarePage } from '@/components/layout/bare-page'
import { BareTopBar, UsefulLinks } from '@/components/layout/bare-page-chrome'
import { ButtonLink } from '@/components/ui/button'
import { Head } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'

import * as text from './not-found.messages'

/** Any unknown path, and /not-found. */
export default function NotFoundRoute() {
  // Outside the shell (an unknown path) the page brings its own way home and contact lines.
  const bare = useIsBarePage()
  return (
    <div className={cn('flex flex-col bg-sand-100', bare ? 'flex-1' : 'min-h-[80vh] pt-24')}>
      {bare ? <BareTopBar tone="light" /> : null}
      <div className="flex flex-1 items-center pt-6 pb-16">
        <Head
          title={text.title}
          description={text.description}
          path={paths.notFound.path}
          noindex
        />
        <div className="container-page flex flex-col items-center gap-4 text-center">
          <p className="eyebrow">{text.eyebrow}</p>
          <p
            className="text-[7rem] leading-tight font-extrabold text-navy-900 tabular sm:text-[10rem]"
            aria-hidden="true"
          >
            404
          </p>
          <h1 className="text-3xl sm:text-4xl">
            <span className="sr-only">404: </span>
            {text.heading}
          </h1>
          <p className="max-w-md text-lg text-ink-muted">{text.text}</p>
          <ButtonLink to={paths.home.getHref()} size="lg" className="mt-4">
            {text.home}
          </ButtonLink>
          <UsefulLinks tone="light" />
        </div>
      </div>
    </div>
  )
}
