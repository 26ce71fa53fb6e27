export const home: string = 'Home'

export const breadcrumb: string = 'Breadcrumb'

export const byAuthor = (author: string) => `By ${author}`

export const share: string = 'Share'

export const shareUnsupported: string = 'Sharing is not supported on this browser.'
