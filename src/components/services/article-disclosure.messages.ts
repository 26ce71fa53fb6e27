export const articleDisclosureMessages = {
  contents: 'In this guide',
}
