// The Graph API's refusals as Meta answers them (HTTP status and the `error` object), for the
// fake of whatsapp-graph.mjs and the tests that tell it to fail.

/** Meta's error answers: HTTP status and the `error` object's fields. */
export const GRAPH_ERRORS = {
  badToken: {
    status: 401,
    error: {
      message: 'Invalid OAuth access token - Cannot parse access token',
      type: 'OAuthException',
      code: 190,
    },
  },
  unknownPhoneId: {
    status: 400,
    error: {
      message:
        'Unsupported post request. Object with ID does not exist, cannot be loaded due to missing permissions, or does not support this operation.',
      type: 'GraphMethodException',
      code: 100,
      error_subcode: 33,
    },
  },
  invalidParameter: (details) => ({
    status: 400,
    error: {
      message: '(#100) Invalid parameter',
      type: 'OAuthException',
      code: 100,
      error_data: { messaging_product: 'whatsapp', details },
    },
  }),
  templateMissing: (name, code) => ({
    status: 404,
    error: {
      message: '(#132001) Template name does not exist in the translation',
      type: 'OAuthException',
      code: 132001,
      error_data: {
        messaging_product: 'whatsapp',
        details: `template name (${name}) does not exist in ${code}`,
      },
    },
  }),
  parameterCount: (expected, given) => ({
    status: 400,
    error: {
      message: '(#132000) Number of parameters does not match the expected number of params',
      type: 'OAuthException',
      code: 132000,
      error_data: {
        messaging_product: 'whatsapp',
        details: `body: number of localizable_params (${given}) does not match the expected number of params (${expected})`,
      },
    },
  }),
  windowClosed: {
    status: 400,
    error: {
      message: '(#131047) Re-engagement message',
      type: 'OAuthException',
      code: 131047,
      error_data: {
        messaging_product: 'whatsapp',
        details:
          'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
      },
    },
  },
  /** What `fail(n, 'permanent')` answers unless told otherwise. */
  undeliverable: {
    status: 400,
    error: {
      message: '(#131026) Message undeliverable',
      type: 'OAuthException',
      code: 131026,
      error_data: {
        messaging_product: 'whatsapp',
        details: 'Message Undeliverable.',
      },
    },
  },
  /** What `fail(n, 'transient')` answers unless told otherwise. */
  unavailable: {
    status: 503,
    error: {
      message: '(#131016) Service unavailable',
      type: 'OAuthException',
      code: 131016,
      error_data: {
        messaging_product: 'whatsapp',
        details: 'A service is temporarily unavailable. Please retry your request later.',
      },
    },
  },
  rateLimited: {
    status: 429,
    error: {
      message: '(#130429) Rate limit hit',
      type: 'OAuthException',
      code: 130429,
      error_data: {
        messaging_product: 'whatsapp',
        details: 'Cloud API message throughput has been reached.',
      },
    },
  },
}
