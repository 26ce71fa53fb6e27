/**
 * A basic e-mail address shape: something@something.tld, no spaces. A module of its own: the page
 * shell checks the configured address with it, and needs nothing else of the contract.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
