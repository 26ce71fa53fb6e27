import type { QuotePlanner } from '../../use-quote-planner'

export type StepProps = { planner: QuotePlanner }
