export const statusUpdates: string = 'Status Updates'

export const noUpdates: string = 'No status updates available.'

export const trackingId: string = 'Tracking ID'

export const cargoType: string = 'Cargo type'

export const customerName: string = 'Customer name'

export const receiverName: string = 'Receiver name'

export const contactNumber: string = 'Contact number'

export const email: string = 'Email'

export const recipientAddress: string = 'Recipient address'

export const recipientCountry: string = 'Recipient country'

export const commodity: string = 'Commodity'

export const packages: string = 'Number of packages'

export const weight: string = 'Weight'

export const volume: string = 'Volume'

export const origin: string = 'Origin'

export const destination: string = 'Destination'

export const cargoReference: string = 'Cargo reference number'

export const collectionDate: string = 'Collection date'

export const departureDate: string = 'Date of departure'

export const arrivalDate: string = 'Date of arrival'

export const kilograms: string = 'kg'

export const cubicMetres: string = 'm³'
