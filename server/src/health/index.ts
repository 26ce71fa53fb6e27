/** The health check load balancers and uptime monitors ask, and its details for admins. */
export { healthReport, isMonitor, refuseMonitor, registerHealth, withDeadline } from './routes.ts'
export { serviceRoutes } from './staff-routes.ts'
