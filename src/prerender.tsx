/**
 * Build step (`npm run build`): renders every path of the route table to dist/<path>/index.html,
 * plus dist/404.html, sitemap.xml and robots.txt, so crawlers and link previews get finished HTML.
 * Compiled by Vite's SSR build and run with Node; never shipped to the browser.
 */
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

import { matchRoutes } from 'react-router-dom'

import { routes } from './app/router'
import { siteConfig } from './config/env'
import { canonicalPath, getAllRoutePaths, paths, singaporeAliasPath } from './config/paths'
import { contentSlugs, posts } from './content/catalogue'
import { jsonLdText } from './components/seo/json-ld'
import { CAPTURE_SCRIPT } from './early-events/capture-script'
import { locale } from './i18n/current'
import { alternates, localeInfo, localePath, locales } from './i18n/locales'
import { isoDate } from './lib/blog'
import { organizationSchema } from './lib/structured-data'
import { renderPath, splitHead } from './render-page'

/**
 * Where the site is written. The Arabic client build sits in dist-ar; its pages go to dist/ar
 * and its hashed assets join the English ones in dist/assets, where identical chunks are one file.
 */
const DIST = join(process.cwd(), 'dist')
const BUILT = locale === 'en' ? DIST : join(process.cwd(), 'dist-ar')
const PAGES = join(DIST, localeInfo[locale].prefix)

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>

/**
 * The page's scripts in load order (the entry, what it imports statically, then the page's own
 * chunks and their imports) and its stylesheets. Loading the page's chunks alongside the entry,
 * instead of after the router has asked for them, saves a round trip before hydration.
 */
function pageAssets(manifest: Manifest, moduleChunks: Record<string, string>, url: string) {
  const sources = matchRoutes(routes, url)?.at(-1)?.route.handle?.sources as string[] | undefined
  // In the Arabic build a module with an Arabic twin is built from the twin.
  const built = (source: string) =>
    [source.replace(/\.(tsx?)$/, `.${locale}.$1`), source].find(
      (file) => manifest[file] || moduleChunks[file],
    ) ?? source
  const keys = sources
    ?.map(built)
    .map((source) =>
      manifest[source]
        ? source
        : Object.keys(manifest).find((key) => manifest[key]!.file === moduleChunks[source]),
    )
  const missing = sources?.find((_source, index) => !keys?.[index])
  if (!keys || missing) throw new Error(`No build chunk for ${url} (source ${missing})`)
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || scripts.has(`/${chunk.file}`)) return
    scripts.add(`/${chunk.file}`)
    chunk.css?.forEach((file) => styles.add(`/${file}`))
    chunk.imports?.forEach(visit)
  }
  visit('index.html')
  keys.forEach((key) => visit(key!))
  // The template links the entry's own stylesheet already.
  const inTemplate = new Set(manifest['index.html']?.css?.map((file) => `/${file}`))
  return { scripts: [...scripts], styles: [...styles].filter((file) => !inTemplate.has(file)) }
}

/**
 * Vite's template asks for the entry script in <head>. On a prerendered page the HTML is already
 * readable, so scripts would only compete with the stylesheet for a slow phone's bandwidth and
 * run before the first paint. This loader, one identical inline script on every page (one CSP
 * hash), starts them once the page has parsed and painted, after the fonts' stylesheet and the
 * faces every page draws with (ADR 037). Browsers without paint timing wait one frame; a hidden
 * tab, which never paints, starts them on a timer. The fonts and the entry script join the head in
 * one insertion, and the module links six at a time, each six in a task of its own: Chromium
 * starts each link's fetch as it is inserted, about 1–4 ms a link at 4× CPU slowdown, so the two
 * dozen links of an Arabic page made one task of 30–120 ms, the longest after the font swap.
 *
 * Before the first paint it also looks under the sticky chat bar, which at the top of a page lies
 * over the end of the first screen. When it would cover the middle of a control on that screen (a
 * form's button, a choice, a link: where a finger lands), the bar waits for the first scroll
 * (`data-bar-waits`, site.css), so a tap on that control does not open WhatsApp; a page too short
 * to scroll keeps its bar. It looks again once the web fonts have swapped in (they can move a
 * control a line down), and when the viewport changes size, if nobody has scrolled yet. Only a
 * scroll that moved the page counts: a phone's browser can fire one at 0 while it applies the
 * viewport during the load, which let the bar show over the planner's first choice
 * (`first-screen-overlap.mobile.spec.ts`). It samples points across the bar's band with
 * elementsFromPoint rather than measuring every control: measuring a control in a section that
 * skips layout (`content-visibility`) would lay that section out before the first paint.
 */
const LOADER = `(function(s){var d=document,e=d.documentElement,done=0,scrolled=0;
function check(){var b=d.querySelector('[data-floating-bar]'),h=innerHeight,r,x,y,i,l,c,q,m;
if(scrolled||!b||e.hasAttribute('data-bar-waits')||e.scrollHeight<=h)return;r=b.getBoundingClientRect();
for(y=r.top+2;y<r.bottom;y+=16)for(x=6;x<innerWidth;x+=12){l=d.elementsFromPoint(x,y);
for(i=0;i<l.length&&b.contains(l[i]);i++);c=l[i]&&l[i].closest('a[href],button,input,select,textarea,label,summary,[role=button]');
if(c&&(q=c.getBoundingClientRect()).top>=0&&(m=q.top+q.height/2)>=r.top&&m<=h){e.setAttribute('data-bar-waits','');return}}}
function moved(){if(scrollY<=0)return;scrolled=1;e.removeAttribute('data-bar-waits');removeEventListener('scroll',moved)}
addEventListener('scroll',moved,{passive:true});addEventListener('resize',check);check();e.removeAttribute('data-bar-pending');
function add(p,t,a){var e=d.createElement(t);for(var k in a)e[k]=a[k];return p.appendChild(e)}
function load(){if(done)return;done=1;var g=d.createDocumentFragment(),f=s.getAttribute('data-fonts').split(' '),left=f.length-1,
c=add(g,'link',{rel:'stylesheet',media:'print',href:f.shift()});function ready(){if(--left<1){c.media='all';requestAnimationFrame(function(){e.offsetWidth;d.fonts&&d.fonts.ready.then(check)})}}
f.forEach(function(h){add(g,'link',{rel:'preload',as:'font',type:'font/woff2',crossOrigin:'',href:h,onload:ready,onerror:ready})});
var m=s.getAttribute('data-modules').split(' ');add(g,'script',{type:'module',crossOrigin:'',src:m.shift()});d.head.appendChild(g);
(function more(){var b=d.createDocumentFragment();m.splice(0,6).forEach(function(h){add(b,'link',{rel:'modulepreload',crossOrigin:'',href:h})});
d.head.appendChild(b);if(m.length)setTimeout(more,0)})()}
function later(){setTimeout(load,0)}
function afterPaint(){setTimeout(load,3000);var P=window.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)
new P(function(l,o){o.disconnect();later()}).observe({type:'paint',buffered:true});
else requestAnimationFrame(later)}
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',afterPaint);else afterPaint()})(document.currentScript)`

const VITE_SCRIPTS =
  /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g

/** Vite's template without its own script tags; the loader takes their place. */
function withoutViteScripts(template: string) {
  const stripped = template.replace(VITE_SCRIPTS, '')
  if (stripped === template || /<script[^>]*type="module"/.test(stripped))
    throw new Error("Vite's entry script tag has changed shape; update VITE_SCRIPTS")
  if (!stripped.includes(CHARSET)) throw new Error(`The template has lost its ${CHARSET}`)
  return stripped
}

/**
 * The chat bar stays hidden from the first paint until the loader, at the end of the body, has
 * looked under it: on a long page a slow phone paints before the parser reaches the loader, and
 * the bar would show over a control it then hides. Set by a script, so without scripts the bar
 * shows at once.
 */
const BAR_PENDING = `<script>document.documentElement.setAttribute('data-bar-pending','')</script>`

/**
 * The early-event capture (ADR 008) goes right after the charset, ahead of every stylesheet: an
 * inline script after a stylesheet would wait for it and hold up the parser.
 */
const CHARSET = '<meta charset="UTF-8" />'

type Fonts = { stylesheet: string; faces: string[] }

function loaderScript(fonts: Fonts, scripts: string[]) {
  return `<script data-fonts="${[fonts.stylesheet, ...fonts.faces].join(' ')}" data-modules="${scripts.join(' ')}">${LOADER}</script>`
}

/**
 * The faces the loader asks for with the fonts' stylesheet, so they download alongside it rather
 * than after it: the body font's core face (the characters the English copy uses, ADR 024), and on
 * Arabic pages the Arabic core face (ADR 025, ADR 035). The other faces download only if a page
 * uses their characters.
 */
const CORE_FACES: Record<typeof locale, RegExp[]> = {
  en: [/^plus-jakarta-sans-core-wght-normal-.+\.woff2$/],
  ar: [
    /^plus-jakarta-sans-core-wght-normal-.+\.woff2$/,
    /^cairo-arabic-core-wght-normal-.+\.woff2$/,
  ],
}

async function builtFonts(manifest: Manifest): Promise<Fonts> {
  const entry = Object.keys(manifest).find((key) => /^src\/styles\/fonts(\.\w+)?\.css$/.test(key))
  if (!entry) throw new Error("The build has no fonts' stylesheet (src/styles/fonts.css)")
  const files = await readdir(join(BUILT, 'assets'))
  const faces = CORE_FACES[locale].map((pattern) => {
    const face = files.find((file) => pattern.test(file))
    if (!face) throw new Error(`No font file matches ${pattern} in the build`)
    return `/assets/${face}`
  })
  return { stylesheet: `/${manifest[entry]!.file}`, faces }
}

/** Without scripts the fonts' stylesheet is an ordinary one: the page waits for it, as it did. */
const noscriptFonts = (fonts: Fonts) =>
  `<noscript><link rel="stylesheet" href="${fonts.stylesheet}"></noscript>`

/**
 * Who runs the site: written into the HTML here rather than rendered by the app, so no page
 * carries it in its JavaScript. Search engines read it from the pages about the company (the
 * home, about and contact pages); the other pages refer to it by its @id, which keeps their HTML
 * within the first round trip of a phone's connection.
 */
const organization = `<script type="application/ld+json">${jsonLdText(organizationSchema())}</script>`
const aboutTheCompany = new Set<string>([paths.home.path, paths.about.path, paths.contact.path])

function fill(
  template: string,
  path: string,
  html: string,
  fonts: Fonts,
  assets: ReturnType<typeof pageAssets>,
) {
  const { head, body } = splitHead(html)
  const styles = assets.styles.map((file) => `<link rel="stylesheet" href="${file}">`)
  return template
    .replace(CHARSET, `${CHARSET}\n    <script>${CAPTURE_SCRIPT}</script>\n    ${BAR_PENDING}`)
    .replace(
      '<!--app-head-->',
      [head, aboutTheCompany.has(path) ? organization : '', ...styles, noscriptFonts(fonts)]
        .filter(Boolean)
        .join('\n    '),
    )
    .replace('<!--app-html-->', body)
    .replace('</body>', `  ${loaderScript(fonts, assets.scripts)}\n  </body>`)
}

/** dist/<path>/index.html, and dist/404.html for the page a server sends for unknown paths. */
const outputFile = (path: string) =>
  join(PAGES, path === '/404' ? '404.html' : join(path.slice(1), 'index.html'))

async function write(file: string, content: string) {
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, content)
}

/** Where content carries a date, the sitemap says when the page last changed: posts, and the list. */
function lastModified(): Map<string, string> {
  const dates = new Map<string, string>()
  for (const post of posts) {
    const date = isoDate(post.date)
    if (date) dates.set(paths.post.getHref(post.id), date)
  }
  const newest = [...dates.values()].sort().at(-1)
  if (newest) dates.set(paths.blog.getHref(), newest)
  return dates
}

/** Every page in every language, each entry listing its versions as the page's head does. */
function sitemap(routes: string[]) {
  const noindex = new Set<string>([paths.thankYou.path, paths.notFound.path, singaporeAliasPath])
  const lastmod = lastModified()
  const urls = routes
    .filter((path) => !noindex.has(path) && canonicalPath(path) === path)
    .flatMap((path) => {
      const date = lastmod.get(path)
      const links = alternates(siteConfig.siteUrl, path)
        .map(
          ({ hreflang, href }) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
        )
        .join('')
      return locales.map((language) => {
        const localised = localePath(language, path)
        const loc = `<loc>${siteConfig.siteUrl}${localised === '/' ? '/' : localised}</loc>`
        return `  <url>${loc}${date ? `<lastmod>${date}</lastmod>` : ''}${links}</url>`
      })
    })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** The Arabic build's hashed files join the English ones; a file both builds made is kept once. */
async function gatherAssets() {
  if (BUILT === DIST) return
  const files = await readdir(join(BUILT, 'assets'))
  await mkdir(join(DIST, 'assets'), { recursive: true })
  await Promise.all(
    files.map((file) => copyFile(join(BUILT, 'assets', file), join(DIST, 'assets', file))),
  )
}

const readJson = async <T,>(file: string) =>
  JSON.parse(await readFile(join(BUILT, '.vite', file), 'utf8')) as T

async function main() {
  const template = withoutViteScripts(await readFile(join(BUILT, 'index.html'), 'utf8'))
  const manifest = await readJson<Manifest>('manifest.json')
  const moduleChunks = await readJson<Record<string, string>>('module-chunks.json')
  await gatherAssets()
  const routes = getAllRoutePaths(contentSlugs)
  const fonts = await builtFonts(manifest)
  for (const path of [...routes, '/404']) {
    const assets = pageAssets(manifest, moduleChunks, path)
    await write(outputFile(path), fill(template, path, await renderPath(path), fonts, assets))
  }
  if (locale !== 'en') {
    console.log(
      `Prerendered ${routes.length} routes and 404.html under ${localeInfo[locale].prefix}`,
    )
    return
  }
  // One sitemap and robots.txt for the whole site, listing every language.
  await write(join(DIST, 'sitemap.xml'), sitemap(routes))
  await write(
    join(DIST, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /thank-you\nDisallow: /ar/thank-you\nDisallow: /staff\nDisallow: /ar/staff\n\nSitemap: ${siteConfig.siteUrl}/sitemap.xml\n`,
  )
  console.log(`Prerendered ${routes.length} routes, 404.html, sitemap.xml and robots.txt`)
}

await main()
