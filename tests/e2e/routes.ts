import { readdirSync } from 'node:fs'

import { getAllRoutePaths as routePaths } from '../../src/config/paths'

/**
 * The content pages' slugs, read the way the app finds them: a service, post or destination page
 * exists for each file in its folder, and the file's name is its slug; its Arabic twin
 * (`<slug>.ar.ts`) is no page of its own. (Playwright loads the specs without Vite, so they
 * cannot use the app's `import.meta.glob`.)
 */
const slugsIn = (folder: string) =>
  readdirSync(new URL(`../../src/content/${folder}/`, import.meta.url))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.ar.ts'))
    .map((name) => name.slice(0, -'.ts'.length))

export const serviceSlugs = slugsIn('services')
export const destinationSlugs = slugsIn('destinations')

export const getAllRoutePaths = () =>
  routePaths({ posts: slugsIn('posts'), services: serviceSlugs, destinations: destinationSlugs })
