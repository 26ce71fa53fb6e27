import { plural } from '@contract/plural'

/** The caption of a result for several numbers. */
export const listCaption = (count: number) =>
  plural('en', count, { one: '1 tracking number', other: '# tracking numbers' })

export const latestStage: string = 'Latest stage'

export const viewDetails: string = 'View details'
