export const whyChooseUsMessages = {
  carousel: 'Reasons to choose us',
  items: 'reason',
}
