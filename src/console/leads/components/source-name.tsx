import * as text from '../leads.messages'

/** Where a lead came from: a visit with no source in words, any other source as it was recorded. */
export function SourceName({ source }: { source: string }) {
  return source === 'direct' ? <>{text.directSource}</> : <bdi dir="ltr">{source}</bdi>
}
