import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * SPEC 2.2: every route change jumps to the top instantly. A `#hash` is honoured instead, so
 * links such as /contact-us#reach-out-to-us land on their section.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation()
  useLayoutEffect(() => {
    if (hash) return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, hash])
  return null
}
