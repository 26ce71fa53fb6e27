/** The desk's words for one move, one customer (issue 48); the API's refusals are its own. */
export const mixedMoveWarning: string =
  'This move holds legs of another customer: their phone number and email address differ from this shipment’s, so customers are not shown them together. Take the wrong shipment out, or correct its contact details.'
export const otherCustomerLeg: string = 'Another customer’s details: not shown to the customer'
export const mixedMoveBadge: string = 'Mixed move'
export const moveReason: string = 'Why both are the same customer (kept in the audit trail)'
export const addWithReason: string = 'Add with this reason'
