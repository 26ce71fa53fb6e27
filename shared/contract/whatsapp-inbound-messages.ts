/**
 * What the server answers about WhatsApp's way in (issue 54, item 4): Meta's webhook when a
 * request is not Meta's, and the console's attachments when one cannot be shown. The Arabic twin
 * (`whatsapp-inbound-messages.ar.ts`) is what an Arabic console reads.
 */
export const whatsappInboundMessages = {
  badVerifyToken: 'This verify token is not the one WHATSAPP_VERIFY_TOKEN sets.',
  noChallenge: 'The verification request has no hub.challenge to answer with.',
  badSignature:
    'The X-Hub-Signature-256 header is missing, malformed or does not match this body and the app secret.',
  noMessage: 'This WhatsApp message does not exist.',
  noMedia: 'This WhatsApp message has no attachment.',
  mediaType: (type: string) =>
    `This attachment (${type}) cannot be opened here: only images, PDF and office documents, voice notes and videos can.`,
  mediaTooLarge: (megabytes: number) =>
    `This attachment is larger than ${megabytes} MB: open it on the phone that received it.`,
  mediaUnreachable:
    'WhatsApp did not give us this attachment. Please try again in a minute; Meta may have removed it after 30 days.',
}
