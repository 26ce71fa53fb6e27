import { lazy, type LazyExoticComponent } from 'react'

/** Whatever `React.lazy` accepts as a component, taken from its own signature. */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default']

/**
 * `React.lazy` for a named export: our modules export components by name, and `lazy` wants a
 * default export.
 */
export function lazyNamed<Module extends Record<Name, LazyComponent>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(() => load().then((module) => ({ default: module[name] })))
}
