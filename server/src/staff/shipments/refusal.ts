/** What an action answers when it does not happen: the status and words the API sends. */
export type Refusal = {
  ok: false
  status: 400 | 404 | 409 | 413
  error: string
  fields?: Record<string, string>
}

export const refusal = (
  status: Refusal['status'],
  error: string,
  fields?: Record<string, string>,
): Refusal => ({ ok: false, status, error, ...(fields && { fields }) })
