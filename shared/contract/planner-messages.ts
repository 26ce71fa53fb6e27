/**
 * The quote planner's messages, step by step: the planner checks each step with them and the
 * server parses the whole plan with them. The limits are the checks' own, passed in.
 */
export const plannerMessages = {
  moveType: 'Please choose what you are moving.',
  area: 'Please choose an area.',
  country: 'Please choose a country.',
  city: 'Please enter a city.',
  propertyType: 'Please choose a property type.',
  floor: (highest: number) => `Please enter a floor from 0 to ${highest}.`,
  flexibility: 'Please say how flexible the date is.',
  date: 'Please choose a moving date.',
  datePast: 'Please choose a date from today on.',
  home: 'Please choose the size of your home.',
  desks: (most: number) => `Please enter a number of desks from 1 to ${most}.`,
  inventory: 'Please add at least one item.',
  itemCount: (most: number) => `Each item can be counted from 0 to ${most}.`,
  method: 'Please choose how we should contact you.',
  time: 'Please choose a time to contact you.',
  consent: 'Please agree so that we can contact you about your quote.',
}
