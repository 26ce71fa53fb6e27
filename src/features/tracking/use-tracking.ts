import { useCallback, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'

import { paths } from '@/config/paths'

import {
  MAX_TRACKING_NUMBERS,
  splitTrackingNumbers,
  TRACKING_NUMBER_PATTERN,
  type ReceivedJob,
} from '@contract/jobs'
import { validationMessages } from '@contract/messages'
import { trackingListMessages } from '@contract/tracking-list-messages'

import { ApiError } from '@/lib/api-error'

import { findJobs } from './api/find-jobs'
import * as text from './tracking.messages'

export const TRACKING_MESSAGES = {
  empty: validationMessages.trackingNumber,
  tooMany: trackingListMessages.tooMany,
  notFound: text.notFound,
  failed: text.failed,
} as const

/**
 * What a failed lookup tells the visitor. Past the lookups a client may make in a minute, the
 * server asks them to wait, in the page's language; "please try again" would have them tap again
 * at once and be refused again.
 */
export function lookupFailure(failure: unknown) {
  return failure instanceof ApiError && failure.status === 429 && failure.serverMessage
    ? failure.serverMessage
    : TRACKING_MESSAGES.failed
}

/** The query parameter of a shareable result link: /track-your-cargo?tracking_id=ABCD123456. */
export const TRACKING_ID_PARAM = 'tracking_id'

/**
 * The track page's link for some numbers: /track-your-cargo?tracking_id=A,B,C. Each number is
 * encoded; the commas between them are left as they are, so a shared link reads as it was typed.
 */
export const trackingLink = (trackingIds: readonly string[]) =>
  `${paths.track.getHref()}?${TRACKING_ID_PARAM}=${trackingIds.map(encodeURIComponent).join(',')}`

/**
 * Idle → loading → error (only while no result) or result modal. Several numbers (up to
 * MAX_TRACKING_NUMBERS, split by splitTrackingNumbers) open their list on the track page instead.
 * `initial` fills the field and its message, for a link that asked for too many numbers.
 */
export function useTracking(initial: { value: string; error?: string } = { value: '' }) {
  const navigate = useNavigate()
  const [trackingNumber, setValue] = useState(initial.value)
  const [error, setError] = useState<string | undefined>(initial.error)
  const [job, setJob] = useState<ReceivedJob | null>(null)
  const [loading, setLoading] = useState(false)
  const [checkedFormat, setCheckedFormat] = useState(false)
  const inFlight = useRef(false)

  const setTrackingNumber = useCallback((value: string) => {
    setValue(value)
    setError(undefined)
    setCheckedFormat(false)
  }, [])

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    const trackingIds = splitTrackingNumbers(trackingNumber)
    const [trimmed] = trackingIds
    if (!trimmed) {
      setError(TRACKING_MESSAGES.empty)
      return
    }
    if (trackingIds.length > MAX_TRACKING_NUMBERS) {
      setError(TRACKING_MESSAGES.tooMany)
      return
    }
    if (trackingIds.length > 1) {
      // A list is a page of its own, so it can be shared, bookmarked and opened row by row.
      navigate(trackingLink(trackingIds))
      return
    }
    setCheckedFormat(true)
    inFlight.current = true
    setLoading(true)
    setError(undefined)
    try {
      const jobs = await findJobs(trimmed)
      if (jobs.length === 0) setError(TRACKING_MESSAGES.notFound)
      else setJob(jobs[0]!)
    } catch (failure) {
      console.error('Tracking lookup failed', failure)
      setError(lookupFailure(failure))
    } finally {
      inFlight.current = false
      setLoading(false)
    }
  }

  const close = useCallback(() => {
    setJob(null)
    setValue('')
    setError(undefined)
    setCheckedFormat(false)
  }, [])

  const clear = useCallback(() => {
    setJob(null)
    setError(undefined)
  }, [])

  const trimmed = trackingNumber.trim()
  const formatHint = checkedFormat && trimmed !== '' && !TRACKING_NUMBER_PATTERN.test(trimmed)

  return {
    trackingNumber,
    setTrackingNumber,
    error: job ? undefined : error,
    job,
    loading,
    formatHint,
    handleSubmit,
    close,
    clear,
  }
}

export type Tracking = ReturnType<typeof useTracking>
