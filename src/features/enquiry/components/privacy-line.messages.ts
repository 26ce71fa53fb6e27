export const before: string = 'We use your details only to answer this enquiry. Read our '

export const link: string = 'privacy policy'

export const after: string = '.'
