/** The health check load balancers and uptime monitors ask. */
export { registerHealth, withDeadline } from './routes.ts'
