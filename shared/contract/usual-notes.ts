/**
 * What a stage usually says to the customer, in both languages at once: the desk prefills them
 * when a stage is chosen, and an update with a stage and no note of its own posts them, so the
 * English and the Arabic tracking page and e-mails each read a sentence in their own language.
 */
import type { Milestone } from './jobs.ts'

export const usualNotes: Record<Milestone, { en: string; ar: string }> = {
  booked: { en: 'Your move is booked.', ar: 'تم حجز عملية النقل.' },
  collected: { en: 'We collected and packed your goods.', ar: 'استلمنا أغراضك وغلّفناها.' },
  departed: { en: 'Your shipment has left.', ar: 'غادرت شحنتك.' },
  in_transit: { en: 'Your shipment is on its way.', ar: 'شحنتك في الطريق.' },
  arrived: {
    en: 'Your shipment has arrived in the destination country.',
    ar: 'وصلت شحنتك إلى بلد الوجهة.',
  },
  customs_cleared: {
    en: 'Your shipment has cleared customs.',
    ar: 'تم التخليص الجمركي لشحنتك.',
  },
  delivered: {
    en: 'Your goods were delivered. Thank you for moving with us.',
    ar: 'سلّمنا أغراضك. شكرًا لأنك اخترتنا لعملية النقل.',
  },
}
