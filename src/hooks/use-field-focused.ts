import { useSyncExternalStore } from 'react'

const FIELD = 'input, select, textarea, [contenteditable="true"]'

function subscribe(onChange: () => void) {
  document.addEventListener('focusin', onChange)
  document.addEventListener('focusout', onChange)
  return () => {
    document.removeEventListener('focusin', onChange)
    document.removeEventListener('focusout', onChange)
  }
}

function fieldHasFocus() {
  const active = document.activeElement
  return active instanceof HTMLElement && active.matches(FIELD)
}

/** True while a form field has the keyboard focus (the visitor is typing). */
export function useFieldFocused(): boolean {
  return useSyncExternalStore(subscribe, fieldHasFocus, () => false)
}
