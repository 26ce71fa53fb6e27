import { locale } from '@/i18n/current'

/**
 * The page's language, sent with a script-free form post, so the server answers (the thank-you
 * page, or the form with its messages) in the language the visitor wrote in.
 */
export function LocaleField() {
  return <input type="hidden" name="locale" value={locale} />
}
