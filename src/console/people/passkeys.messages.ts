/** The words of the passkey lists (your account, and an admin's view of a colleague's). */
export const unnamedPasskey: string = 'Unnamed passkey'
export const passkeyAddedAt = (when: string): string => `Added ${when}`
export const passkeyLastUsed = (when: string): string => `last used ${when}`
export const passkeyNeverUsed: string = 'not used yet'
/** What WebAuthn said of it: synced across devices (and backed up), or kept on one. */
export const syncedPasskey: string = 'Synced across your devices'
export const syncablePasskey: string = 'Can sync, not backed up yet'
export const deviceBoundPasskey: string = 'Kept on one device'
export const passkeyNameLabel = (name: string): string => `New name for ${name}`
export const savePasskeyName: string = 'Save the name'
export const passkeyRenamed: string = 'Passkey renamed.'
export const removePasskey = (name: string): string => `Remove ${name}`
export const passkeyRemoved: string = 'Passkey removed. It no longer signs in.'
export const passkeyExistsHere: string =
  'This device already holds one of your passkeys. Add the new one on another phone, computer or security key.'
export const lastPasskeyRemovable: string =
  'This is your only passkey. If you remove it, an administrator can send you a new enrolment link.'
export const lastPasskeyKept: string =
  'This is your only passkey, and no administrator could send you a new enrolment link: add another before you remove it.'
export const freshSignInNote: string =
  'To add a passkey, the console first asks you to sign in again with one you already have.'
export const noPasskeys: string = 'No passkeys yet.'
export const showPasskeys = (name: string): string => `Passkeys of ${name}`
export const revokePasskey = (name: string): string => `Revoke ${name}`
export const passkeyRevoked = (member: string): string =>
  `Passkey revoked: ${member} can no longer sign in with it, and has been told by e-mail.`
