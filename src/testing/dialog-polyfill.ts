/**
 * jsdom has `<dialog>` but not its modal API. This follows the HTML standard's steps our dialogs
 * rely on, so component tests exercise the real code path: `showModal()` opens the dialog and
 * focuses its first focusable element; Escape fires a cancelable `cancel` and, unless cancelled,
 * closes it; `close()` fires `close` and gives focus back to what had it before. What jsdom cannot
 * model (the top layer, the inert rest of the page, Tab staying inside) is checked in Chromium
 * by the end-to-end tests.
 */
const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]'

export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype
  if (typeof (proto as Partial<HTMLDialogElement>).showModal === 'function') return
  const openers = new WeakMap<HTMLDialogElement, Element | null>()
  const escapeHandlers = new WeakMap<HTMLDialogElement, (event: KeyboardEvent) => void>()

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return
    openers.set(this, document.activeElement)
    this.open = true
    this.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close()
    }
    escapeHandlers.set(this, onKeyDown)
    document.addEventListener('keydown', onKeyDown)
  }

  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return
    this.open = false
    const onKeyDown = escapeHandlers.get(this)
    if (onKeyDown) document.removeEventListener('keydown', onKeyDown)
    const opener = openers.get(this)
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    this.dispatchEvent(new Event('close'))
  }
}
