import type { RequestHandler } from 'msw'

/** Default API behaviour for tests and dev mocking; each feature adds its endpoint's handlers. */
export const handlers: RequestHandler[] = []
