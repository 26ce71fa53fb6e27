export const title: string = 'At a glance'

export const sea: string = 'By sea, door to door'

export const air: string = 'By air, door to door'

export const customs: string = 'Customs relief'

export const documents: string = 'Documents'

export const nextStep: string = 'Next step'
