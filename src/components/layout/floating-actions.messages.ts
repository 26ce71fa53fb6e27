export const floatingActionsMessages = {
  chat: 'Chat on WhatsApp',
  chatLink: 'Chat on WhatsApp (opens in a new tab)',
  scrollToTop: 'Scroll to top',
}
