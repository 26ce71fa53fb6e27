import { randomInt } from 'node:crypto'

import type { TrackingStore } from './tracking-queries.ts'

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * A tracking number in the format customers are told (4 letters, 6 digits), every character
 * drawn from the operating system's cryptographic source: about 4.6 × 10¹¹ numbers, none
 * following from another, so holding one says nothing about the rest.
 */
export function randomTrackingNumber(): string {
  const letters = Array.from({ length: 4 }, () => LETTERS[randomInt(LETTERS.length)]).join('')
  return letters + String(randomInt(1_000_000)).padStart(6, '0')
}

/**
 * Adds an empty job under a tracking number no job has yet and answers the number. The insert
 * itself is the collision check: a taken number inserts nothing, and another is drawn.
 */
export async function newTrackingNumber(
  repo: Pick<TrackingStore, 'createJob'>,
  draw: () => string = randomTrackingNumber,
): Promise<string> {
  for (let tries = 0; tries < 10; tries++) {
    const candidate = draw()
    if (await repo.createJob(candidate)) return candidate
  }
  throw new Error('No free tracking number found in 10 draws: is the random source broken?')
}
