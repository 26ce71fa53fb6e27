/**
 * The company's name and office as this build's pages show them; the Arabic build reads the twin
 * beside this file, which takes the `VITE_*_AR` settings.
 */
import { siteConfig } from '@/config/env'

export const companyName: string = siteConfig.companyName

export const address: Record<'street' | 'area' | 'city' | 'country' | 'postalCode', string> =
  siteConfig.address

/** Between the parts of an address. */
export const comma: string = ', '
