import { plural } from '@contract/plural'

/** The caption of a result for several numbers. */
export const listCaption = (count: number) =>
  plural('en', count, { one: '1 tracking number', other: '# tracking numbers' })

export const latestStage: string = 'Latest stage'

export const viewDetails: string = 'View details'

export const moveLegsHeading: string = 'Other legs of this move'

export const moveLegsIntro: string =
  'This shipment is one leg of a move. The other legs travel under their own tracking numbers.'

export const trackAllLegs: string = 'Track all legs'

export const noStageYet: string = 'No milestone yet'
