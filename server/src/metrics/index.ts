/** The operator's numbers for Prometheus, behind HEALTH_TOKEN (docs/decisions/042). */
export { createMetrics, type Metrics } from './collectors.ts'
export { registerMetrics } from './routes.ts'
