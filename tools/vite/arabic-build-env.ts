import { loadEnv } from 'vite'

/**
 * The Arabic build runs in mode `ar` but reads the same settings as the English production
 * build (`.env`, `.env.production`, the environment), so both languages describe one company.
 */
export function arabicBuildEnv(root: string) {
  const vars = loadEnv('production', root, 'VITE_')
  return Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]),
  )
}
