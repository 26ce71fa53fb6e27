/** Redis (REDIS_URL), shared by every instance: rate limits and the consoles' live updates. */
export { openRedis, type SharedRedis } from './connection.ts'
export { redisLeadSignal } from './lead-signal.ts'
export { LimitsUnavailable, redisLimitStore } from './limit-store.ts'
export { outageReport } from './outage.ts'
