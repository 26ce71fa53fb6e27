/**
 * The refusal of a search for more tracking numbers than one takes (MAX_TRACKING_NUMBERS in
 * jobs.ts), worded once for the tracking form and the API's 400. A module of its own: the form
 * needs it on first load, and the product's field messages (messages.ts) stay its copy alone.
 */
export const trackingListMessages = {
  tooMany: 'Please enter at most 10 tracking numbers at a time.',
}
