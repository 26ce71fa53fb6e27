import type * as en from './follow-up-staff-messages.ts'

export const ownerSubject: typeof en.ownerSubject = (reference) =>
  `الطلب ${reference}: لم يتواصل أحد مع العميل بعد`
export const adminSubject: typeof en.adminSubject = (reference) =>
  `الطلب ${reference} ما زال ينتظر أول تواصل`
export const waiting: typeof en.waiting = (name, reference, when) =>
  `وصل طلب ${name} رقم ${reference} في ${when}، ولم يتواصل معه أحد بعد.`
export const assignedTo: typeof en.assignedTo = (member) => `الطلب مُسنَد إلى ${member}.`
export const unassigned: typeof en.unassigned = 'الطلب غير مُسنَد إلى أحد بعد.'
export const ownerAsk: typeof en.ownerAsk =
  'يُرجى الاتصال بالعميل أو مراسلته الآن: وقت الاستجابة يُحتسب.'
export const adminAsk: typeof en.adminAsk =
  'هذا هو التنبيه الثاني: الطلب ما زال ينتظر. يُرجى التأكد من أن أحدًا سيتواصل مع العميل الآن.'
export const openLead: typeof en.openLead = 'افتح الطلب في لوحة الموظفين'
