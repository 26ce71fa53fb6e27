/** What the staff API answers a follow-up request it refuses (issue 55); the console shows them. */
export const followUpMessages = {
  unknownRule: 'Choose one of the follow-up rules.',
  badEnabled: 'Say whether the rule is on or off.',
  outOfBounds: (min: number, max: number) =>
    `Choose a timing from ${min} to ${max} minutes, in whole minutes.`,
  noSuchFollowUp: 'There is no such follow-up.',
  notScheduled:
    'This follow-up is no longer scheduled: it was sent, skipped or cancelled. Reload to see where it stands.',
  noSuchAlert: 'There is no such alert.',
}
