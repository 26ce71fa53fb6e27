import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const browserFeatures = ['enquiry', 'quote-planner', 'tracking']

// React Router's Link brings its framework's prefetching onto every page that links (ADR 038).
const routerLinkRestriction = {
  name: 'react-router-dom',
  importNames: ['Link', 'LinkProps'],
  message: 'Use Link from @/components/ui/link: it follows a link without the framework code.',
}

// The server by feature (docs/decisions/027): db/, http/ and settings/ serve every feature and know
// none; a feature reaches another only through its index.ts; nothing below the top imports it.
// The server's domains (ADR 043) and the features beside them: each a folder with an index.ts.
const serverFeatures = [
  'leads',
  'shipments',
  'people',
  'audit',
  'quotes',
  'notifications',
  'site',
  'health',
  'metrics',
  'whatsapp',
  'follow-ups',
]
const server = (path) => `./server/src/${path}`
const serverZones = [
  {
    target: [server('db'), server('http'), server('settings')],
    from: serverFeatures.filter((feature) => feature !== 'shipments').map(server),
    message: 'db/, http/ and settings/ serve every feature and know none of them.',
  },
  {
    target: [server('db'), server('http'), server('settings')],
    from: server('shipments'),
    // The migration that added the desk's summary columns filled them by the live rule.
    except: ['./job-summary.ts'],
    message: 'db/, http/ and settings/ serve every feature and know none of them.',
  },
  {
    target: server('db'),
    from: server('http'),
    message: 'db/ knows nothing of HTTP.',
  },
  {
    target: ['db', 'http', 'settings', ...serverFeatures].map(server),
    from: ['app.ts', 'main.ts', 'cli.ts', 'repository.ts'].map(server),
    message: 'Only the top level puts the features together; they never import it.',
  },
  ...serverFeatures.flatMap((feature) =>
    serverFeatures
      .filter((other) => other !== feature)
      .map((other) => ({
        target: server(feature),
        from: server(other),
        except: ['./index.ts'],
        message: `${feature}/ may use ${other}/ only through ${other}/index.ts.`,
      })),
  ),
]

// The staff console (src/console) is an application of its own, laid out by business domain. The
// public site cannot import it, nor it the public site's pages, features or content: both share
// src/components/ui, src/lib, src/config, src/i18n, src/hooks, src/styles and the contract. Within
// the console, app/ (the shell, the router, the API client) serves every domain, and a domain or
// the router reaches another domain only through its index.ts.
const consoleDomains = ['leads', 'shipments', 'people', 'audit', 'quotes', 'follow-ups']
const consoleFolder = (path) => `./src/console/${path}`
const consoleZones = [
  {
    target: ['./src/!(console)/**', './src/*.{ts,tsx}', './shared', './server'],
    from: './src/console',
    message: 'The staff console is a build of its own: nothing outside it imports it.',
  },
  {
    target: './src/console',
    from: [
      './src/app',
      './src/features',
      './src/content',
      './src/early-events',
      './src/main.tsx',
      './src/prerender.tsx',
      './src/render-page.tsx',
    ],
    message: "The staff console does not import the public site's pages, features or content.",
  },
  {
    target: './src/console',
    from: './src/components',
    except: ['./ui'],
    message: "The staff console shares src/components/ui only, not the public site's sections.",
  },
  ...['app', ...consoleDomains].flatMap((folder) =>
    consoleDomains
      .filter((domain) => domain !== folder)
      .map((domain) => ({
        target: consoleFolder(folder),
        from: consoleFolder(domain),
        except: ['./index.ts'],
        message: `console/${folder}/ may use console/${domain}/ only through its index.ts.`,
      })),
  ),
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-ar',
      'dist-spa',
      'playwright-report',
      'coverage',
      'node_modules',
      'test-results',
      'screenshots',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Scrollable regions (wide tables) must be reachable by keyboard to be scrolled.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Imports point one way: the shared layers (components, hooks, lib, content, config, the
    // contract) know nothing of features, features know nothing of the app or of each other.
    files: ['src/**/*.{ts,tsx}', 'shared/**/*.ts', 'server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Lets the rules read our TypeScript modules, not just resolve them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [
                './src/components',
                './src/config',
                './src/content',
                './src/hooks',
                './src/lib',
                './src/early-events',
                './src/i18n',
                './shared',
              ],
              from: ['./src/features', './src/app'],
              message: 'Shared code must not depend on a feature or on the app.',
            },
            {
              target: './shared',
              from: ['./src', './server'],
              message: 'The contract stands alone: the browser and the server both import it.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'A feature must not depend on the app.',
            },
            ...browserFeatures.flatMap((feature) =>
              browserFeatures
                .filter((other) => other !== feature)
                .map((other) => ({
                  target: `./src/features/${feature}`,
                  from: `./src/features/${other}`,
                  message: 'Features must not import each other.',
                })),
            ),
            {
              target: './server',
              from: './src/features',
              message: 'The server shares the contract and pure helpers, never browser features.',
            },
            ...serverZones,
            ...consoleZones,
          ],
        },
      ],
    },
  },
  {
    // The catalogue holds every service, post and destination in full: a page importing it would
    // download all of them. Only the build (prerendering, the indexes it evaluates) and tests may.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/prerender.tsx', 'src/content/indexes/**', 'src/**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/catalogue'],
              message:
                'Pages load entries through @/content/entries or an index in content/indexes.',
            },
          ],
          paths: [routerLinkRestriction],
        },
      ],
    },
  },
  {
    // The same rule for what the catalogue's ignores leave out; a block of its own, since a later
    // `no-restricted-imports` replaces an earlier one rather than adding to it.
    files: ['src/prerender.tsx', 'src/content/indexes/**', 'src/**/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [routerLinkRestriction] }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook; tools evaluate code in pages.
    files: ['tests/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
