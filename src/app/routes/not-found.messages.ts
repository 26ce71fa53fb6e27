export const notFoundMessages = {
  title: 'Page not found',
  description:
    'The page you were looking for could not be found. Return to the home page to plan your move.',
  eyebrow: 'PAGE ERROR',
  heading: 'Page not found',
  text: "We're sorry, something is not working here!",
  home: 'Go Home',
}
