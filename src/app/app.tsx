import { StrictMode } from 'react'

import { AppRoutes } from './router'

/**
 * The whole app under a router; the browser and the prerenderer each supply their own router.
 * Arabic pages live under /ar (`basename`): links written as English paths resolve below it
 * (ADR 021).
 */
export function App({
  Router,
  basename,
}: {
  Router: (props: { basename?: string; children: React.ReactNode }) => React.ReactNode
  basename: string
}) {
  return (
    <StrictMode>
      <Router basename={basename || undefined}>
        <AppRoutes />
      </Router>
    </StrictMode>
  )
}
