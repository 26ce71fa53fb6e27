export const layoutMessages = {
  skipToContent: 'Skip to content',
  quotePlannerTitle: 'Get a quote',
}
