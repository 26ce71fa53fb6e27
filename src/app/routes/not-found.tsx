import { useIsBarePage } from '@/components/layout/bare-page'
import { BareTopBar, UsefulLinks } from '@/components/layout/bare-page-chrome'
import { ButtonLink } from '@/components/ui/button'
import { Head } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'

/** Any unknown path, and /not-found. */
export default function NotFoundRoute() {
  // Outside the shell (an unknown path) the page brings its own way home and contact lines.
  const bare = useIsBarePage()
  return (
    <div className={cn('flex flex-col bg-sand-100', bare ? 'flex-1' : 'min-h-[80vh] pt-24')}>
      {bare ? <BareTopBar tone="light" /> : null}
      <div className="flex flex-1 items-center pt-6 pb-16">
        <Head
          title="Page not found"
          description="The page you were looking for could not be found. Return to the home page to plan your move."
          path={paths.notFound.path}
          noindex
        />
        <div className="container-page flex flex-col items-center gap-4 text-center">
          <p className="eyebrow">PAGE ERROR</p>
          <p
            className="text-[7rem] leading-tight font-extrabold text-navy-900 tabular sm:text-[10rem]"
            aria-hidden="true"
          >
            404
          </p>
          <h1 className="text-3xl sm:text-4xl">
            <span className="sr-only">404: </span>Page not found
          </h1>
          <p className="max-w-md text-lg text-ink-muted">
            We&apos;re sorry, something is not working here!
          </p>
          <ButtonLink to={paths.home.getHref()} size="lg" className="mt-4">
            Go Home
          </ButtonLink>
          <UsefulLinks tone="light" />
        </div>
      </div>
    </div>
  )
}
