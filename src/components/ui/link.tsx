import type { AnchorHTMLAttributes, Ref } from 'react'
import { useHref, useLinkClickHandler, type To } from 'react-router-dom'

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To
  /** Replace the current history entry instead of adding one. */
  replace?: boolean
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A link to a page of the site, followed in the page without a reload. React Router's own `Link`
 * also prefetches the framework's route modules, which this site does not have, and that code
 * would ship on every page (ADR 038). A click with a modifier key, a middle click or a `target`
 * other than the page is left to the browser, as is a click whose handler prevented it.
 */
export function Link({ to, replace, target, onClick, children, ...rest }: LinkProps) {
  const href = useHref(to)
  const followInPage = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target })
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) followInPage(event)
      }}
    >
      {children}
    </a>
  )
}
