import { createSanitizer } from '../sanitize'

const sanitizeHtml = createSanitizer(window)

test('should keep emphasis and strip scripts and event handlers', () => {
  expect(sanitizeHtml('<strong>Climate control:</strong> cool <em>and</em> dry')).toBe(
    '<strong>Climate control:</strong> cool <em>and</em> dry',
  )
  expect(sanitizeHtml('Hi<script>alert(1)</script>')).toBe('Hi')
  expect(sanitizeHtml('<img src=x onerror="alert(1)">text')).toBe('text')
  expect(sanitizeHtml('<a href="/blog" onclick="steal()">read</a>')).toBe(
    '<a href="/blog">read</a>',
  )
  expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
})
