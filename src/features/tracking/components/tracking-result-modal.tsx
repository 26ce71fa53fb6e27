import { Modal } from '@/components/ui/modal'

import type { ReceivedJob } from '@contract/jobs'

import { TrackingDetails } from './tracking-details'
import * as text from '../linked-result.messages'

type TrackingResultModalProps = { job: ReceivedJob | null; onClose: () => void }

/** The result of a lookup from the form, in a modal. */
export function TrackingResultModal({ job, onClose }: TrackingResultModalProps) {
  return (
    <Modal open={job !== null} onClose={onClose} title={text.heading} size="xl">
      {job ? <TrackingDetails job={job} onTrackAnother={onClose} /> : null}
    </Modal>
  )
}
