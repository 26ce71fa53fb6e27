export const carousel: string = 'Reasons to choose us'

export const items: string = 'reason'
