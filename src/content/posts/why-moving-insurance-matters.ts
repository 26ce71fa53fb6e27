import { siteConfig } from '@/config/env'

import { illustration } from '../images'
import type { BlogPost } from '../types'

export default {
  id: 'why-moving-insurance-matters',
  image: illustration(
    'insurance-shield',
    'Flat navy and gold illustration of a large shield with a tick protecting a stack of packed moving boxes and a sofa',
  ),
  title: 'Why Moving Insurance Matters and What Your Cover Really Includes',
  highlight:
    '<p>Moving insurance is not about expecting the worst; it is about knowing exactly what happens if something goes wrong. <strong>Insure on a valued inventory at replacement value</strong>, understand whether your cover is comprehensive or total loss only, carry cash, jewellery and precious metals yourself, and report any loss or damage in writing <strong>within 7 days of delivery</strong>.</p>',
  date: '30 September 2026',
  time: '11:45 AM',
  author: '',
  metaTitle: 'Why Moving Insurance Matters: Cover Types Explained',
  metaDescription:
    'What moving insurance covers, how comprehensive and total loss cover differ, common exclusions such as cash and jewellery, and how to claim within 7 days.',
  keywords:
    'moving insurance Qatar, removal insurance Doha, transit insurance household goods, comprehensive moving cover, total loss cover, moving insurance claim',
  detail: {
    content: [
      {
        type: 'text',
        description: [
          'A careful mover with trained crews, good materials and a proper plan will deliver the vast majority of homes without a scratch. But a move is a chain of handling points: packing, carrying down a tower’s service lift, loading, driving, sometimes a sea voyage through Hamad Port and a transfer at the other end, then unloading and unpacking. Each link carries a small risk, and on an international move the goods may be out of your sight for weeks.',
          'Insurance is what turns a bad moment into a settled claim. Yet many people sign a moving contract without knowing whether their belongings are insured at all, for how much, or against what. This guide explains the difference between a mover’s liability and real insurance, what the common types of cover mean, what is usually excluded, and how to make a claim that gets paid.',
        ].join('\n\n'),
      },
      {
        type: 'text',
        title: 'A mover’s liability is not the same as insurance',
        description: [
          'Every moving contract sets out the company’s own liability if something is lost or damaged through its fault, and that liability is usually limited. Under many terms, including ours, it is limited to the amount paid for the service. That protects the mover from claims out of proportion to the job, but it means that a scratched dining table, a cracked television and a dropped wardrobe could together be worth far more than the mover would ever have to pay.',
          'Transit insurance works differently. It covers the value of the goods themselves, as declared by you, regardless of whether anyone was at fault. A container may be damaged at sea, a truck may be hit by another driver, or a carton may simply be crushed in a way no one can explain. With the right cover, the question is not who is to blame but what the item is worth.',
        ].join('\n\n'),
      },
      {
        type: 'text',
        title: 'What the main types of cover mean',
        subtitle: 'Comprehensive, total loss, storage and high-value items',
        description: [
          'Comprehensive cover, sometimes called all-risks cover, pays for loss of or damage to individual items from an external cause during the move, from breakage and scratches to water damage and theft, subject to the exclusions in the policy. It is the cover most families choose for household goods packed by professional crews.',
          'Total loss cover pays only if the whole shipment, or an entire container or consignment, is lost – for example through a vessel casualty, fire or a road accident that destroys the truck. It costs less, but it will not pay for a single broken lamp or a dented fridge, which are by far the most common problems.',
          'Storage cover continues your protection while goods sit in a warehouse between homes or during an overseas posting. It is usually arranged per month and should be checked whenever the storage period is extended. High-value items, such as artwork, antiques, rugs or musical instruments, often need to be listed individually with a stated value, and sometimes professionally valued, to be covered in full.',
        ].join('\n\n'),
      },
      {
        type: 'table',
        caption: 'Comparing the main kinds of moving cover',
        headers: ['Cover', 'What it pays for', 'Best suited to', 'Main limits'],
        rows: [
          [
            'Mover’s contractual liability',
            'Loss or damage caused by the mover’s proven fault',
            'Not a substitute for insurance on any move',
            'Limited to the amount paid for the service; fault must be shown',
          ],
          [
            'Total loss only',
            'Loss of the whole shipment or an entire container or consignment',
            'Low-value shipments where only a catastrophe would matter',
            'No payment for individual breakage, scratches or missing cartons',
          ],
          [
            'Comprehensive (all risks)',
            'Loss of or damage to individual items from external causes in transit',
            'Most household, office and international moves',
            'Policy exclusions, any excess, and values declared on the inventory',
          ],
          [
            'Storage cover',
            'Loss or damage while goods are held in a warehouse',
            'Storage between homes or during an overseas assignment',
            'Usually renewed by period; check the start and end dates',
          ],
        ],
      },
      {
        type: 'points',
        title: 'How to build a valued inventory',
        points: [
          '<strong>Use replacement value:</strong> declare what it would cost to buy a similar item at your destination today, not what you paid years ago or what it would fetch second-hand.',
          '<strong>List valuable items individually:</strong> anything worth significantly more than an average carton, such as a television, a sofa, a bicycle or a painting, should have its own line and value.',
          '<strong>Do not under-declare:</strong> many policies reduce payouts in proportion when the total declared value is lower than the real value of the shipment.',
          '<strong>Photograph and keep proof:</strong> take photos of valuable pieces before packing and keep receipts, valuations and serial numbers together in one folder.',
          '<strong>Think in sets:</strong> record dining chairs, lamps and matching pieces as sets, and check how the policy treats damage to one item of a pair or set.',
          '<strong>Update it when plans change:</strong> if items are added, sold or moved into storage, tell your coordinator so the inventory and the cover stay accurate.',
        ],
      },
      {
        type: 'points',
        title: 'Exclusions to know before you pack',
        points: [
          '<strong>Cash, jewellery and precious metals:</strong> these are excluded from standard moving insurance. Carry them yourself or keep them in a bank, together with watches and small valuables.',
          '<strong>Documents and collections:</strong> passports, deeds, certificates, stamp and coin collections and similar items are generally not covered and should travel with you.',
          '<strong>Items you packed yourself:</strong> cartons packed by the owner are often covered only for total loss or visible external damage to the carton, because the packing cannot be verified.',
          '<strong>Mechanical and electrical faults:</strong> an appliance or device that stops working without any sign of external damage is usually not covered.',
          '<strong>Gradual and pre-existing damage:</strong> wear and tear, old scratches, mould, insects and slow deterioration are not the result of the move and are excluded.',
          '<strong>Prohibited and perishable goods:</strong> food, plants, flammable items and anything that should not have been shipped are outside the cover.',
          '<strong>Delay and indirect loss:</strong> the cost of hotel nights, rented furniture or time off work while waiting for a shipment is generally not insured.',
        ],
      },
      {
        type: 'text',
        title: 'Making a claim: the 7-day rule',
        description: [
          'On delivery day, check the condition of furniture and cartons as they come off the truck, and note any visible damage or missing items on the delivery receipt before you sign it. If damage is found later while unpacking, keep the item and its packing material, take clear photographs, and tell your coordinator in writing as soon as possible.',
          'Claims must be filed within 7 days of delivery. This matters more than most people expect: if you leave cartons sealed in a spare room for a month, damage found inside them may fall outside the claim period. After a large move, unpack fragile and valuable items first, and ask for help with unpacking if you will not have time yourself. Once the claim is lodged, an assessor may inspect the items, and the insurer will usually decide between repair, replacement or a cash settlement based on the declared value.',
        ].join('\n\n'),
      },
      {
        type: 'points',
        title: 'Questions to ask before you sign',
        points: [
          '<strong>Who is the insurer?</strong> Ask for the name of the underwriter and a copy of the policy wording, not just a summary.',
          '<strong>Is there an excess?</strong> Find out how much of each claim you will pay yourself, and whether it applies per item or per claim.',
          '<strong>Are there item limits?</strong> Check whether any single item is capped and how high-value pieces must be declared.',
          '<strong>Is it door to door?</strong> Confirm that cover starts when packing begins and ends when the last item is delivered, including any storage in between.',
          '<strong>How are claims settled?</strong> Ask in which currency claims are paid, how long settlement usually takes, and who will help you with the paperwork.',
        ],
      },
      {
        type: 'text',
        title: 'Peace of mind is the point',
        description: [
          'Good insurance does not replace careful packing, trained crews and a sound plan; it sits behind them. The aim is simple: whatever happens between your old front door and your new one, you already know what you are protected for and what you need to do.',
          `${siteConfig.companyName} offers insurance plans for local moves, international shipments and storage. Your coordinator will help you complete a valued inventory during the free pre-move survey, explain what each option covers and what it excludes, and stay with you through any claim.`,
        ].join('\n\n'),
      },
    ],
  },
} satisfies BlogPost
