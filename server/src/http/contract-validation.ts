import type { FastifySchemaCompiler } from 'fastify'

import type { FieldErrors, Parsed, Schema } from '@contract/messages.ts'

/** A request part the contract refused, with every field's message for the answer. */
class InvalidInput extends Error {
  readonly statusCode = 400
  readonly fields: FieldErrors

  constructor(message: string, fields: FieldErrors) {
    super(message)
    this.fields = fields
  }
}

/**
 * Routes declare the contract's schemas (shared/contract), and Fastify runs them through this
 * rather than a JSON Schema validator: the parsed value replaces the raw one, and a refusal words
 * its problems as the forms do.
 */
export const contractValidator: FastifySchemaCompiler<Schema<unknown>> =
  ({ schema }) =>
  (data) => {
    const result = schema.parse(data)
    return result.ok
      ? { value: result.value }
      : { error: new InvalidInput(result.error, result.fields) }
  }

/**
 * A route that answers refusals itself (`attachValidation`) gets its part back as the schema's
 * result; anything but a refusal (a schema that threw) goes on to the error handler.
 */
export function parsedPart<T>(value: T, validationError: Error | undefined): Parsed<T> {
  if (!validationError) return { ok: true, value }
  if (validationError instanceof InvalidInput)
    return { ok: false, error: validationError.message, fields: validationError.fields }
  throw validationError
}
