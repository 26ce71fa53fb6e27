import { useCallback, useRef, useState, type FormEvent } from 'react'

import { TRACKING_NUMBER_PATTERN, type ReceivedJob } from '@contract/jobs'
import { validationMessages } from '@contract/messages'

import { findJobs } from './api/find-jobs'
import * as text from './tracking.messages'

export const TRACKING_MESSAGES = {
  empty: validationMessages.trackingNumber,
  notFound: text.notFound,
  failed: text.failed,
} as const

/**
 * Idle → loading → error (only while no result) or result modal. `initialNumber` fills
 * the field on a result link the server has answered.
 */
export function useTracking() {
  const [trackingNumber, setValue] = useState('')
  const [error, setError] = useState<string>()
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
    const trimmed = trackingNumber.trim()
    if (!trimmed) {
      setError(TRACKING_MESSAGES.empty)
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
      setError(TRACKING_MESSAGES.failed)
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
