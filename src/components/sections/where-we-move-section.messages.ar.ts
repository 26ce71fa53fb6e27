import type * as en from './where-we-move-section.messages'

export const whereWeMoveMessages: typeof en.whereWeMoveMessages = {
  eyebrow: 'أدلة الوجهات',
  route: (country) => `من قطر إلى ${country}`,
}
