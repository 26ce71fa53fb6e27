/** How a planned move is worded, and the locales its dates and country names are written in. */
export const dateLocale: string = 'en-GB'

export const regionLocale: string = 'en'

/** Between the parts of a line, and between the lines of the one-line summary. */
export const comma: string = ', '

export const semicolon: string = '; '

export const qatar: string = 'Qatar'

export const groundFloor: string = 'ground floor'

export const floor = (level: number) => `floor ${level}`

export const withLift: string = 'with a lift'

export const noLift: string = 'no lift'

export const oneTruck: string = 'One closed truck'

export const trucks = (count: number) => `${count} closed trucks`

export const air: string = 'Air freight (small loads)'

export const lcl: string = 'Shared container (LCL)'

export const fcl20: string = '20 ft container'

export const fcl40: string = '40 ft container'

export const oneHighCube: string = '40 ft high-cube container'

export const highCubes = (count: number) => `${count} × 40 ft high-cube containers`

export const office = (desks: number) => `Office, ${desks} desks`

export const listedItems: string = 'Listed items'

export const cubicMetres: string = 'm³'

export const about = (volume: string) => `about ${volume}`

export const move: string = 'Move'

export const from: string = 'From'

export const to: string = 'To'

export const when: string = 'When'

export const size: string = 'Size'

export const special: string = 'Special items'

export const none: string = 'None'

export const estimatedVolume: string = 'Estimated volume'

export const shipping: string = 'Suggested shipping'

export const contactBy: string = 'Contact by'
