/** What the staff API answers a deposit request it refuses (issue 53); the console shows the same words. */
export const quotePipelineMessages = {
  notAccepted: 'Only an accepted quote has a deposit to receive: this quote was not accepted.',
  depositAlreadyReceived: 'This quote’s deposit was already marked received.',
  noAcceptedQuote: 'This lead has no accepted quote to fill a shipment from.',
}
