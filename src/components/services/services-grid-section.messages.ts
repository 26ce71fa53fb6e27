import type { ServiceGroup } from '@/content/types'

export const title: string = 'Our Services'

export const subtitle: string = 'Seamless & Stress-Free Moving Solutions Tailored for You'

export const eyebrow: string = 'What we do'

export const groups: string = 'Service groups'

export const groupNames: Record<ServiceGroup, string> = { Movers: 'Movers', Logistics: 'Logistics' }
