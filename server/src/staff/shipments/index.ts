/** The shipments desk: its storage, its API, and the actions the console and the CLI share. */
export { createShipment } from './create-shipment.ts'
export { editShipment } from './edit-shipment.ts'
export { editUpdate } from './edit-update.ts'
export { importUpdates } from './import-updates.ts'
export { postUpdate } from './post-update.ts'
export { shipmentQueries, type ShipmentStore } from './queries.ts'
export { removeUpdate } from './remove-update.ts'
export { shipmentRoutes } from './routes.ts'
