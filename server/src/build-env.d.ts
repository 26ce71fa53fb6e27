/** The site's build settings that Vite bakes into the server bundle (see config.ts, builtSite). */
interface ImportMetaEnv {
  readonly VITE_RECAPTCHA_SITE_KEY?: string
  readonly VITE_SITE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
  /** Vite's import of every file a pattern matches, resolved by the bundler (and by Vitest). */
  // A global declaration file cannot import at its top, so the type comes as Vite's own gives it.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  glob: import('vite/types/importGlob.d.ts').ImportGlobFunction
}
