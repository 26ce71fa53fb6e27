import type { ReceivedStatusUpdate } from '@contract/jobs'

/** An update's words as English tracking shows them: as staff typed them. */
export const updateText = (update: ReceivedStatusUpdate) => update.status_content
