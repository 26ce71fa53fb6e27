export const errorBoundaryMessages = {
  eyebrow: 'Something went wrong',
  heading: 'We dropped this page, but never your belongings.',
  text: 'Something on this page failed to load. Please try again in a moment, or head back to the home page; your move coordinator is still one call away.',
  home: 'Go Home',
  retry: 'Try again',
}
