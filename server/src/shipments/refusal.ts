/** What an action answers when it does not happen: the status and words the API sends. */
export type Refusal = {
  ok: false
  status: 400 | 403 | 404 | 409 | 413
  error: string
  fields?: Record<string, string>
  /** A join of two customers' shipments an admin may make with a reason (the desk asks it). */
  reasonNeeded?: boolean
}

export const refusal = (
  status: Refusal['status'],
  error: string,
  fields?: Record<string, string>,
): Refusal => ({ ok: false, status, error, ...(fields && { fields }) })
