/** The shipment page's summary, stepper and Undo, and the import's choices; the Arabic twin is desk.messages.ar.ts. */
export const summaryCustomer: string = 'Customer'
export const summaryRoute: string = 'Route'
export const summaryStage: string = 'Current stage'
export const summaryEta: string = 'Expected arrival'
export const notSet: string = 'Not set'
export const noCustomerName: string = 'No name yet'
export const overdueBadge: string = 'Overdue'
export const onTrackBadge: string = 'On track'
export const deliveredBadge: string = 'Delivered'
export const stageReached: string = '(reached)'
export const stageNext: string = '(next)'
export const noteFromStage: string =
  'Prefilled with the stage’s usual words; change them, or leave them empty to post those words.'
export const undo: string = 'Undo'
export const restored: string = 'Update brought back. No e-mail went out.'
export const correctionUndone: string = 'Correction undone.'
export const customerPreview: string = 'Show the customer’s page'
export const downloadTemplate: string = 'Download a template'
export const templateFile: string = 'updates-template.csv'
export const postRow = (row: number): string => `Post row ${row}`
export const skipsStages = (stages: string): string => `Passes over ${stages}`
export const leftOut: string = 'Left out'
export const applyChosen = (count: number): string =>
  count === 1 ? 'Post the 1 ticked row' : `Post the ${count} ticked rows`
export const filtersToggle: string = 'Search and filters'
export const filtersOn = (count: number): string =>
  count === 1 ? '1 filter on' : `${count} filters on`
