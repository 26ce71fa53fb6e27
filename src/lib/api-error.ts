/** A failed call, with the server's own `error` text when it sent one. */
export class ApiError extends Error {
  readonly status: number | undefined
  readonly serverMessage: string | undefined

  constructor(
    message: string,
    options: { status?: number; serverMessage?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'ApiError'
    this.status = options.status
    this.serverMessage = options.serverMessage
  }
}
