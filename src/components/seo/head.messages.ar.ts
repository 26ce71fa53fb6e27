import type * as en from './head.messages'

export const shareCards: typeof en.shareCards = {
  home: 'شركة نقل وخدمات لوجستية في قطر',
  service: 'خدمات النقل والخدمات اللوجستية من الدوحة',
  destination: 'الانتقال الدولي من قطر وإليها',
  blog: 'أدلة ونصائح وأخبار عن النقل',
  page: 'شركة نقل حاصلة على شهادات ISO في الدوحة',
}
