export const carousel: string = 'Certifications and memberships'

export const view = (name: string) => `View certificate: ${name}`

export const items: string = 'certificate'
