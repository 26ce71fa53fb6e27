import { StrictMode } from 'react'

import { AppRoutes } from './router'

/** The whole app under a router; the browser and the prerenderer each supply their own router. */
export function App({
  Router,
}: {
  Router: (props: { children: React.ReactNode }) => React.ReactNode
}) {
  return (
    <StrictMode>
      <Router>
        <AppRoutes />
      </Router>
    </StrictMode>
  )
}
