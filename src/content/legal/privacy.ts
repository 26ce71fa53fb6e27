import { siteConfig } from '@/config/env'

import type { LegalDocument } from '../types'

const { companyName, email, primaryPhone, address } = siteConfig

/** Ten sections, effective 01/06/2025, not for persons under 18. */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: '01/06/2025',
  intro: `This policy explains what personal data ${companyName} collects through this website and while providing our moving, storage and logistics services, why we collect it, who we share it with and the choices you have. We handle personal data in line with Qatar’s Law No. 13 of 2016 on the protection of personal data privacy.`,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${companyName} is a moving, relocation and logistics company based at ${address.street}, ${address.area}, ${address.postalCode}, ${address.city}, Qatar. We decide how and why your personal data is used and are responsible for it.`,
        'Our services and this website are meant for adults. They are not for persons under 18, and we do not knowingly collect personal data from anyone under 18. If you believe a child has sent us their details, please contact us and we will delete them.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'The data we collect',
      paragraphs: ['We collect only what we need to answer you and to carry out your move:'],
      list: [
        'Enquiry forms: your full name, phone number, e-mail address, the service type you choose, your message, the address of the page you were on when you opened the form and when you sent it, and, on the home page form, a tracking number if you give one.',
        'Tracking lookups: the tracking number you enter, which we use only to find your shipment.',
        'Surveys and bookings: addresses, access details, inventories, photographs of items, move dates, and the copies of passports, residence permits, visas and other documents customs or the destination country require.',
        'Payments: invoices and payment confirmations. Card payments are processed by the bank or payment provider; we do not store full card numbers.',
        'Technical data: the IP address and browser information that any web server receives, kept in security logs.',
      ],
    },
    {
      id: 'recaptcha',
      heading: 'Bot protection with Google reCAPTCHA',
      paragraphs: [
        'Our forms are protected by Google reCAPTCHA v3, which checks that a form is being sent by a person and not by an automated program. To do this, Google’s service receives information about your device and how you use the page, such as your IP address and interactions with the page. The Google Privacy Policy and Terms of Service apply to that processing.',
        'reCAPTCHA loads when you start using a form or after the page has been open for a few seconds. We receive only a score, which we use to filter spam; it never decides on its own to discard a genuine enquiry.',
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'How we use your data and why',
      paragraphs: ['We use personal data to:'],
      list: [
        'Reply to your enquiry, prepare a quotation and arrange a survey: because you asked us to.',
        'Plan and carry out your move, storage or shipment, clear customs and handle insurance claims: to perform our contract with you.',
        'Keep records for accounting, tax and customs purposes: because the law requires it.',
        'Protect our website and forms from abuse and fraud: because we have a legitimate interest in doing so.',
        'Send you updates about your shipment: as part of the service. We send marketing messages only if you have agreed, and you can opt out at any time.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'We share personal data only with those who need it to provide your service, and only what they need: our own crews; partner moving agents at the destination; shipping lines, airlines and hauliers; licensed customs brokers and the customs and immigration authorities; insurers, when you take out cover or make a claim; and our IT, e-mail and hosting providers, who act on our instructions.',
        'We never sell personal data, and we do not share it with advertisers.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International transfers',
      paragraphs: [
        'An international move necessarily involves sending your details to the destination country, to our partner agent there and to its authorities. Some of our service providers may also store data outside Qatar. Where we transfer personal data abroad, we do so only as far as the service requires and with providers that protect it appropriately.',
      ],
    },
    {
      id: 'retention-and-security',
      heading: 'How long we keep it and how we protect it',
      paragraphs: [
        'Enquiries that do not lead to a booking are deleted within two years. Records of completed moves, invoices and customs documents are kept for as long as accounting, tax and customs rules require, and then deleted or anonymised. Identity document copies are deleted once the related customs formalities are complete.',
        'We protect personal data with access controls, encrypted connections to this website, staff confidentiality obligations and secure storage of paper documents. No system is perfectly secure, but we review our measures regularly and will tell you and the competent authority if a breach is likely to harm you.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        `You may ask us for a copy of the personal data we hold about you, ask us to correct or delete it, object to its use, or withdraw your consent where we rely on it. Send your request to ${email}; we will answer within 30 days and may ask you to confirm your identity first.`,
        'Deleting some data may mean we can no longer provide a service that depends on it, and we may keep records we are legally required to keep. If you are not satisfied with our answer, you may complain to the competent authority in Qatar.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'This website does not use advertising or tracking cookies. It keeps a draft of a form you have started in your browser’s session storage, so your typing survives a reload, and deletes it when the form is sent or the browser tab is closed.',
        'To learn which of our campaigns bring enquiries, the website also notes in your browser’s session storage, for the length of your visit, the first page you opened, the website that linked you to us (its name only, never the page) and any campaign tags in that first link, such as utm_source or Google Ads’ gclid. No cookie is involved: this information stays in your browser and reaches us only together with an enquiry or quote request you choose to send. Closing the browser tab deletes it.',
        'Google reCAPTCHA may set its own cookies to tell people from automated programs; they are governed by Google’s policies.',
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes and contact',
      paragraphs: [
        'We may update this policy when our services or the law change. The effective date at the top shows when it last changed; significant changes will be highlighted on this page.',
        `Questions about this policy or your personal data: e-mail ${email}, call ${primaryPhone}, or write to ${companyName}, ${address.street}, ${address.area}, ${address.postalCode}, ${address.city}, Qatar.`,
      ],
    },
  ],
  metaTitle: 'Privacy Policy: How We Protect Your Data',
  metaDescription: `How ${companyName} collects, uses, shares and protects the personal data you give us in enquiries, moves and tracking, and the rights you have.`,
  keywords:
    'privacy policy, personal data Qatar, moving company privacy, reCAPTCHA, data protection Doha',
}
