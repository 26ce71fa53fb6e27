/** The random secrets staff sign-in rests on, and what the database keeps of them. */
import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, base64url: a session's or a link's secret, and a challenge's handle. */
export const newToken = () => randomBytes(32).toString('base64url')
/** What the database keeps of a token. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url')
