/** A place as staff typed it ("Brisbane, Australia"), shown as it is on English pages. */
export const placeName = (place: string) => place
