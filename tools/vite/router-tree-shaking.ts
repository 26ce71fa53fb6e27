import type { Plugin } from 'vite'

/** React Router's bundled ES modules, in either of its builds. */
const ROUTER_MODULE = /\/node_modules\/react-router\/dist\/[^/]+\/[^/]+\.mjs$/

/** `Link.displayName = "Link";`: a label for React's developer tools, alone on its line. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm

/** `React10.forwardRef(`: the library calls React's factories through numbered namespaces. */
const FACTORY_CALL = /\b(React\d*\.(?:forwardRef|createContext|memo)\()/g

/**
 * Lets the bundler drop the parts of React Router a page never uses (ADR 038).
 *
 * Every component and context the library defines is a factory call followed by a
 * `displayName` assignment. The bundler must keep a call it cannot prove pure and a property
 * write to what it returns, so all of them ship (a form component, fetchers, the framework's
 * prefetching) whether the site uses them or not. Here the factories are marked pure, as React
 * documents them, and the labels are dropped, since only React's developer tools read them; then
 * what nothing uses falls away like any unused function.
 *
 * A new release could write these lines differently and silently end the saving, so the build
 * fails if it transformed none of the library's modules.
 */
export function routerTreeShaking(): Plugin {
  let loaded = 0
  let transformed = 0
  return {
    name: 'router-tree-shaking',
    buildStart() {
      loaded = 0
      transformed = 0
    },
    transform: {
      filter: { id: ROUTER_MODULE },
      handler(code) {
        loaded++
        const shaken = code.replace(DISPLAY_NAME, '').replace(FACTORY_CALL, '/* @__PURE__ */ $1')
        if (shaken === code) return
        transformed++
        return { code: shaken, map: null }
      },
    },
    buildEnd(error) {
      if (!error && loaded > 0 && transformed === 0)
        this.error(
          "React Router's modules no longer match the patterns that let its unused parts be dropped; update tools/vite/router-tree-shaking.ts (ADR 038).",
        )
    },
  }
}
