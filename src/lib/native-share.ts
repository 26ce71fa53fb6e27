/** Whether the device has a native share sheet (phones, some desktops). */
export const canShareNatively = () => typeof navigator.share === 'function'

/** Opens the device's share sheet; a visitor closing it is not a failure. */
export async function shareNatively(title: string, url: string) {
  try {
    await navigator.share({ title, url })
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError'))
      console.error('Share failed', error)
  }
}
