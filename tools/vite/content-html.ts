import { relative } from 'node:path'

import type { Expression, Node } from 'typescript'
import type { Plugin } from 'vite'

/** A post's HTML fields: its highlight and the items of its bullet-point blocks. */
const POST_HTML_FIELDS = new Set(['highlight', 'points'])
const POST_MODULE = /\/src\/content\/posts\/[^/]+\.ts$/

/**
 * Sanitises blog HTML where it is written, at build time, so post pages do not ship DOMPurify
 * (11 KB gzipped) to do it in the browser. Every HTML field of a post module must be a string
 * literal: anything computed would reach the page unchecked, so the build fails instead.
 */
export function contentHtml(): Plugin {
  const load = async () => {
    const [{ default: ts }, { JSDOM }, { createSanitizer }] = await Promise.all([
      import('typescript'),
      import('jsdom'),
      import('../../src/lib/sanitize.ts'),
    ])
    const window = new JSDOM('').window as unknown as Window & typeof globalThis
    return { ts, sanitize: createSanitizer(window) }
  }
  let tools: ReturnType<typeof load> | undefined
  return {
    name: 'content-html',
    enforce: 'pre',
    // The parser and the DOM take a second to load: start as soon as Vite starts, not on the
    // first post a test or a page asks for.
    configResolved() {
      tools = load()
      tools.catch(() => {})
    },
    async transform(code, id) {
      const file = id.split('?')[0]!
      if (!POST_MODULE.test(file)) return
      const { ts, sanitize } = await (tools ??= load())
      const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true)
      const edits: Array<{ start: number; end: number; text: string }> = []
      const literal = (node: Expression) => {
        if (!ts.isStringLiteral(node) && !ts.isNoSubstitutionTemplateLiteral(node))
          throw new Error(
            `${relative(process.cwd(), file)}: HTML content must be a string literal, not \`${node.getText(source).slice(0, 60)}\``,
          )
        edits.push({
          start: node.getStart(source),
          end: node.end,
          text: JSON.stringify(sanitize(node.text)),
        })
      }
      const visit = (node: Node) => {
        if (
          ts.isPropertyAssignment(node) &&
          ts.isIdentifier(node.name) &&
          POST_HTML_FIELDS.has(node.name.text)
        ) {
          const value = node.initializer
          if (ts.isArrayLiteralExpression(value)) value.elements.forEach(literal)
          else literal(value)
          return
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
      return edits
        .sort((a, b) => b.start - a.start)
        .reduce((out, edit) => out.slice(0, edit.start) + edit.text + out.slice(edit.end), code)
    },
  }
}
