/** What the staff API answers a request it refuses; the console shows the same words. */
export const staffMessages = {
  signedOut: 'Please sign in to the staff console.',
  forbidden: 'Your role does not allow this.',
  missingOrigin: 'Staff requests must come from this website’s own pages.',
  badLink: 'This link is not valid. Ask an administrator for a new one.',
  usedLink: 'This link has expired or was already used. Ask an administrator for a new one.',
  badEmail: 'Please enter a valid email address.',
  badName: (most: number) => `Please enter a name of at most ${most} characters on one line.`,
  badRole: 'The role must be admin, sales or operations.',
  badPasskey: 'The passkey’s answer could not be read. Please try again.',
  passkeyRefused: 'That passkey was not accepted. Please try again, or ask for a sign-in link.',
  linkSent:
    'If that address has a staff account, a sign-in link is on its way. It works once, for 15 minutes.',
  emailTaken: 'A staff account with this email address already exists.',
  noSuchMember: 'There is no such staff account.',
  ownAccount: 'You cannot disable your own account.',
  badId: 'The record id must be a positive whole number.',
  badDisabled: 'Say whether the account is disabled: true or false.',
  noSuchSession: 'There is no such session.',
}
