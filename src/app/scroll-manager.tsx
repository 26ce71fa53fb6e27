import { useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Every route change jumps to the top instantly. A `#hash` is honoured instead, so
 * links such as /contact-us#reach-out-to-us land on their section. The first page is left where
 * the browser put it: a visitor who scrolled before the page hydrated, or reloaded halfway down,
 * keeps their place.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation()
  const shownPath = useRef(pathname)
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    if (hash) return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, hash])
  return null
}
