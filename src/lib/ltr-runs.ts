/**
 * What reads left to right inside Arabic text, as a pattern to build regular expressions from:
 * Latin words, e-mail addresses, tracking numbers, initials with their full stops ("A. R.", whose
 * last stop would otherwise jump to the run's other end) and the masking dots of the tracking
 * answer ("•••••••22", "a•••@example.com"), each run ending on a letter, digit or dot so the
 * sentence's own punctuation stays outside it. The site's `RunningText` and the server's Arabic
 * e-mails both isolate these runs.
 */
const WORD = "(?:[A-Z]\\.(?=\\s|$)|[A-Za-z•](?:[\\w'’&.@•-]*[\\w•])?)"
const NEXT_WORD = "(?:[A-Z]\\.(?=\\s|$)|[A-Za-z\\d•](?:[\\w'’&.@•-]*[\\w•])?)"

export const LATIN_RUN = `${WORD}(?: ${NEXT_WORD})*`
