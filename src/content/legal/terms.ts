import { siteConfig } from '@/config/env'

import type { LegalDocument } from '../types'

const { companyName, email, primaryPhone, address } = siteConfig

/** The terms that apply to every move, storage and freight job. */
export const termsAndConditions: LegalDocument = {
  title: 'Terms and Conditions',
  effectiveDate: '01/06/2025',
  intro: `These terms and conditions apply to every moving, packing, storage, freight and related service provided by ${companyName} (“we”, “us”, “our”) to a customer (“you”, “your”). Please read them before you accept a quotation: by confirming a booking you agree to them. Where a written quotation or contract with you says something different, that document prevails for the points it covers.`,
  sections: [
    {
      id: 'acceptance-and-definitions',
      heading: 'Acceptance and definitions',
      paragraphs: [
        'You accept these terms when you confirm a quotation in writing (including by e-mail or messaging), pay a deposit, or allow our crew to start work, whichever happens first.',
        'In these terms, “goods” means the furniture, personal effects, cargo, vehicles or other items we handle for you; “move date” means the date agreed for collection; “delivery” means the time the goods are handed over at the agreed destination or released to you from storage; and “services” means everything set out in your confirmed quotation.',
      ],
    },
    {
      id: 'our-services',
      heading: 'Our services',
      paragraphs: [
        'We provide local and international removals, packing and unpacking, furniture dismantling and installation, storage and warehousing, air, sea and land freight, customs clearance through licensed brokers, pet relocation, vehicle shipping and moving insurance arranged with insurers.',
        'We will carry out the services with reasonable care and skill, using trained staff, suitable packing materials and suitable vehicles. We may use approved subcontractors and partner agents for parts of the service, particularly abroad, and we remain responsible to you for the services we have agreed to provide.',
      ],
    },
    {
      id: 'quotations-and-surveys',
      heading: 'Quotations and surveys',
      paragraphs: [
        'Quotations are based on the survey (in person or by video) and on the information you give us: the inventory of goods, access at both addresses, dates and destination. A quotation is valid for 30 days unless it states otherwise.',
        'If the volume of goods, access, dates or the scope of work change from what was surveyed or described, we will tell you before the extra work is done and may revise the price accordingly. Charges raised by third parties outside our control, such as customs duties, taxes, port storage, inspections or demurrage caused by delays in documents, are payable by you at cost unless your quotation says they are included.',
      ],
    },
    {
      id: 'bookings-and-changes',
      heading: 'Bookings and changes',
      paragraphs: [
        'A booking is confirmed once we have sent you written confirmation of the move date and services.',
        'Changes to the move date, addresses or scope of services need at least 24 hours’ notice before the scheduled start. We will make reasonable efforts to accommodate changes at shorter notice, but cannot guarantee crew or vehicle availability, and any additional costs caused by a late change are payable by you.',
      ],
    },
    {
      id: 'cancellations',
      heading: 'Cancellations',
      paragraphs: [
        'You may cancel a booking by written notice to us. Cancellation less than 48 hours before the move date may incur a cancellation fee to cover crew, vehicles, materials and third-party bookings we have already committed to your move; the amount is stated in your quotation.',
        'If we must cancel or postpone for reasons outside our control, such as severe weather, government instructions or the closure of a port or border, we will agree a new date with you and will not charge a cancellation fee.',
      ],
    },
    {
      id: 'customer-responsibilities',
      heading: 'Your responsibilities',
      paragraphs: ['To let us work safely and on time, you agree to:'],
      list: [
        'Arrange access and parking at both addresses, including any building, compound or tower permission, loading bay and lift booking the building requires.',
        'Give us an accurate inventory and tell us in advance about items of unusual value, weight or fragility.',
        'Make sure you have the legal right to move the goods, and that all documents we ask for (passport and residence permit copies, customs forms, vehicle papers, pet certificates) are correct and provided in time.',
        'Not give us prohibited, illegal or dangerous goods, including flammable liquids, gas cylinders, explosives, weapons, perishable food and anything restricted by Qatar or the destination country.',
        'Be present, or have an authorised representative present, at collection and delivery to check the inventory and sign for the goods.',
      ],
    },
    {
      id: 'packing-and-handling',
      heading: 'Packing and handling',
      paragraphs: [
        'Goods packed by our crew are packed to the standard suited to the mode of transport. If you pack items yourself, we are not responsible for damage to their contents caused by the packing unless the damage results from our negligence in handling the cartons.',
        'We may dismantle and reassemble furniture where this is part of the services. We are not responsible for the functioning of electrical or mechanical appliances that were not serviced and prepared for transport, nor for pre-existing defects noted on the inventory.',
      ],
    },
    {
      id: 'storage',
      heading: 'Storage',
      paragraphs: [
        'Goods in our storage are kept in a 24/7 monitored, climate-controlled facility. Storage is charged monthly in advance at the rate in your quotation; part-months are charged as full months.',
        'You may access or withdraw goods on reasonable notice during working hours. If storage charges remain unpaid for more than 90 days after a written reminder, we may, after giving you a further 30 days’ written notice, exercise the rights that Qatar law allows a warehouse keeper over the stored goods in order to recover the debt.',
      ],
    },
    {
      id: 'international-shipments',
      heading: 'International shipments, customs and third parties',
      paragraphs: [
        'Transit times given for international moves are estimates based on normal conditions. Shipping lines, airlines, ports, customs and other authorities act outside our control, and we are not liable for delays they cause, or for delays caused by weather, strikes, port congestion or changes in regulations.',
        'Customs clearance depends on the documents and declarations you provide. You are responsible for duties, taxes and fines that arise from inaccurate declarations or missing documents, and for any inspection charges an authority imposes.',
      ],
    },
    {
      id: 'insurance-and-claims',
      heading: 'Insurance and claims',
      paragraphs: [
        'We strongly recommend insuring your goods. We can arrange transit and storage insurance with an insurer on the basis of a valued inventory that you complete; the insurer’s policy terms then apply alongside these terms.',
        'Cash, jewellery and precious metals, as well as documents, securities and items of sentimental rather than market value, are excluded from standard insurance cover and should travel with you.',
        'Any loss or damage must be noted on the delivery inventory where it is visible, and insurance claims must be filed in writing within 7 days of delivery, with photographs and the delivery inventory. Claims filed after that period may be refused by the insurer.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our liability',
      paragraphs: [
        'Where goods are not insured, our liability for loss of or damage to goods caused by our negligence is limited to the amount paid for the services concerned. We are not liable for indirect or consequential losses, such as loss of income or the cost of alternative accommodation.',
        'We are not liable for loss or damage caused by events outside our reasonable control, by the inherent nature of the goods (for example wear, mould from pre-existing damp, or mechanical failure), or by goods you packed or items you did not declare. Nothing in these terms limits liability that cannot be limited under the laws of the State of Qatar.',
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      paragraphs: [
        'Unless your quotation says otherwise, payment is due on completion of the services, by bank transfer, credit card or other agreed methods. International moves and storage may require a deposit or payment in advance, as stated in the quotation.',
        'Prices are in Qatari riyals (QAR). If payment is late we may hold goods in storage until it is made, and storage charges continue to apply during that time.',
      ],
    },
    {
      id: 'privacy-and-communications',
      heading: 'Privacy and communications',
      paragraphs: [
        'We use your personal data only to provide the services and to keep you informed about them, and share it only with the crews, partner agents, customs brokers and insurers who need it. Our Privacy Policy explains this in full.',
        'We may contact you by telephone, e-mail or messaging about your move. Written notices under these terms may be sent by e-mail.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      paragraphs: [
        'These terms and any contract for our services are governed by the laws of the State of Qatar. The courts of Doha have jurisdiction over any dispute.',
        `Before going to court, please contact us so we can try to resolve the matter: write to ${email}, call ${primaryPhone}, or visit us at ${address.street}, ${address.area}, ${address.postalCode}, ${address.city}.`,
      ],
    },
  ],
  metaTitle: 'Terms and Conditions for Moving and Storage in Qatar',
  metaDescription: `The terms that apply to moves, storage and freight by ${companyName}: bookings, changes, cancellations, insurance claims, liability and payment.`,
  keywords:
    'moving terms and conditions Qatar, removal company terms, storage terms Doha, moving insurance claims, cancellation policy movers',
}
