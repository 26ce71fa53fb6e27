import { loadEnv, type Plugin } from 'vite'

import { checkSiteEnv } from '../../src/config/site-env.ts'
import type { Locale } from '../../src/i18n/locales.ts'

/**
 * Checks the site's `VITE_*` settings as Vite starts, so a bad value stops `vite build` and the
 * dev server with every problem named, before any page is built or served.
 */
export function siteSettings(locale: Locale): Plugin {
  return {
    name: 'site-settings',
    configResolved(config) {
      if (locale === 'ar') checkSiteEnv(loadEnv('production', config.root, config.envPrefix))
      else if (config.envDir !== false)
        checkSiteEnv(loadEnv(config.mode, config.envDir ?? config.root, config.envPrefix))
    },
  }
}
