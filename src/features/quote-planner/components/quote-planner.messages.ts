export const form: string = 'Quote planner'

export const steps: string = 'Quote steps'

export const progress = (position: number, count: number, step: string) =>
  `Step ${position} of ${count}: ${step}`

export const done: string = ' (done)'

export const moveType: string = 'Type of move'

export const correct: string = 'Please correct the highlighted fields.'

export const back: string = 'Back'

export const submitting: string = 'Submitting'

export const send: string = 'Send request'

export const next: string = 'Next'

export const whatTitle: string = 'What are we moving?'

export const routeTitle: string = 'Where from, and where to?'

export const whenTitle: string = 'When would you like to move?'

export const sizeTitle: string = 'How much is there to move?'

export const contactTitle: string = 'How can we reach you?'

export const reviewTitle: string = 'Check and send your request'
