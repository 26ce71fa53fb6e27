/** The health check load balancers and uptime monitors ask, and its details for admins. */
export { healthReport, registerHealth, withDeadline } from './routes.ts'
export { serviceRoutes } from './staff-routes.ts'
