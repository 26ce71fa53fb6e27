export const subtitle: string = 'Seamless & Stress-Free Moving Solutions Tailored for You'

export const eyebrow: string = 'What we do'

export const carousel: string = 'Service cards'

export const viewMore: string = 'View More'
