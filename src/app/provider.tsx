import type { ReactNode } from 'react'
import { HelmetProvider } from 'react-helmet-async'

export function AppProvider({ children }: { children: ReactNode }) {
  return <HelmetProvider>{children}</HelmetProvider>
}
