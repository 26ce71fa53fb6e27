import { answerPromise, clockTime } from './office-schedule'

type PromiseWords = {
  dayNames: readonly string[]
  halves: readonly [string, string]
  withinOfficeHour: string
  nextMorning: (day: string, time: string) => string
}

/**
 * The answer promised to someone who wrote at `at`, in the words of a language's
 * acknowledgement messages: the thank-you page and the acknowledgement e-mail say it alike.
 */
export function promiseInWords(at: number, words: PromiseWords): string {
  const promise = answerPromise(at)
  return promise.kind === 'within-hour'
    ? words.withinOfficeHour
    : words.nextMorning(words.dayNames[promise.day]!, clockTime(promise.time, words.halves))
}
