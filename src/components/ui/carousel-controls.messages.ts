export const previous = (items: string) => `Previous ${items}`

export const next = (items: string) => `Next ${items}`

export const pause: string = 'Pause automatic scrolling'

export const play: string = 'Start automatic scrolling'

/** A slide's name: its place among the slides. */
export const slide = (position: number, count: number) => `${position} of ${count}`

/** What assistive technology calls a carousel and each of its slides. */
export const carousel: string = 'carousel'

export const slideRole: string = 'slide'
