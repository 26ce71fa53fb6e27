import { Search } from 'lucide-react'
import { useHref } from 'react-router-dom'

import { SubmitButton } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'
import { paths } from '@/config/paths'

import { TRACKING_ID_PARAM, type Tracking } from '../use-tracking'
import * as text from '../tracking.messages'

type TrackingFormProps = {
  tracking: Tracking
  tone?: 'light' | 'dark'
}

/**
 * One required field and a 'Track' button; shared by the home hero and /track-your-cargo. It
 * takes up to 10 numbers separated by commas, spaces or new lines (pasted lines arrive with
 * spaces in a one-line field). Without JavaScript it is a plain GET form to the track page, which
 * the server answers with the result.
 */
export function TrackingForm({ tracking, tone = 'light' }: TrackingFormProps) {
  const { trackingNumber, setTrackingNumber, error, loading, formatHint, handleSubmit } = tracking
  return (
    <form
      method="get"
      action={useHref(paths.track.getHref())}
      noValidate
      onSubmit={handleSubmit}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <InputField
          label={text.label}
          name={TRACKING_ID_PARAM}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={text.placeholder}
          value={trackingNumber}
          error={error}
          hint={formatHint ? text.formatHint : undefined}
          onChange={(event) => setTrackingNumber(event.target.value)}
          tone={tone}
          className="flex-1"
        />
        <SubmitButton
          size="lg"
          loading={loading}
          icon={<Search className="size-5" aria-hidden="true" />}
          className="sm:mt-[1.6875rem]"
        >
          {text.track}
        </SubmitButton>
      </div>
    </form>
  )
}
