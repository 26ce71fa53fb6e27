/** The shipments desk, for the console's router: the list, a shipment, a new one and the import. */
export { ImportUpdatesPage } from './import-updates'
export { NewShipmentPage } from './new-shipment'
export { ShipmentPage } from './shipment'
export { ShipmentsPage } from './shipments'
