/**
 * The bank account customers pay a quote's deposit into (issue 53): BANK_NAME, BANK_ACCOUNT_NAME,
 * BANK_IBAN and BANK_SWIFT, set together or not at all. The console shows them on an accepted
 * quote, with the quote's reference as the payment's.
 */
import type { BankDetails } from '@contract/quote-pipeline.ts'
import { checked, ConfigError, optional } from './variables.ts'

/** An IBAN as banks print it (spaces allowed): country, check digits, up to 30 letters or digits. */
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/
/** A SWIFT (BIC) code: bank, country, place and an optional branch. */
const SWIFT = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase()

export const bankVariables = {
  BANK_NAME: optional,
  BANK_ACCOUNT_NAME: optional,
  BANK_IBAN: checked(
    undefined,
    (value) => IBAN.test(compact(value)),
    'an IBAN such as QA58 DOHB 0000 1234 5678 90AB CDEF G',
  ),
  BANK_SWIFT: checked(
    undefined,
    (value) => SWIFT.test(compact(value)),
    'a SWIFT (BIC) code of 8 or 11 letters and digits, such as DOHBQAQA',
  ),
}

type BankValues = { [Name in keyof typeof bankVariables]: string | undefined }

/** The account, or null when none of it is set; part of it alone is refused. */
export function bankOf(vars: BankValues): BankDetails | null {
  const names = Object.keys(bankVariables) as Array<keyof BankValues>
  const missing = names.filter((name) => vars[name] === undefined)
  if (missing.length === names.length) return null
  if (missing.length)
    throw new ConfigError(
      `Refusing to start with these settings:\n- ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set ` +
        'while other BANK_ settings are: customers would be told an incomplete account to pay ' +
        'a deposit into. Set all four, or none.',
    )
  return {
    bank: vars.BANK_NAME!,
    accountName: vars.BANK_ACCOUNT_NAME!,
    iban: compact(vars.BANK_IBAN!),
    swift: compact(vars.BANK_SWIFT!),
  }
}
