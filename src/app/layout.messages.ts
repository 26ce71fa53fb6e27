export const skipToContent: string = 'Skip to content'

export const quotePlannerTitle: string = 'Get a quote'
