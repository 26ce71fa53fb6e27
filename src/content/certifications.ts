import type { Certification } from './types'

const badge = (n: number, alt: string) => ({
  src: `/images/certifications/cert-${n}.svg`,
  alt,
  width: 400,
  height: 400,
})

/** Nine certificates and memberships for the About carousel. */
export const certifications = [
  {
    id: 'iso-9001',
    name: 'ISO 9001:2015 Quality Management',
    description:
      'Our surveys, packing, moving and storage follow an audited quality system, reviewed every year.',
    image: badge(1, 'ISO 9001:2015 quality management certification rosette'),
  },
  {
    id: 'iso-14001',
    name: 'ISO 14001:2015 Environmental Management',
    description: 'We reuse crates and blankets, recycle cartons and plan routes to cut fuel use.',
    image: badge(2, 'ISO 14001:2015 environmental management certification shield'),
  },
  {
    id: 'iso-45001',
    name: 'ISO 45001:2018 Health and Safety',
    description:
      'Safe lifting, heat-stress rules for Qatar’s summer and trained forklift operators on every job.',
    image: badge(3, 'ISO 45001:2018 health and safety certification seal'),
  },
  {
    id: 'international-movers',
    name: 'International Movers Association Member',
    description:
      'Membership of an international movers’ association that vets members’ finances and service standards.',
    image: badge(4, 'International movers association membership badge'),
  },
  {
    id: 'global-network',
    name: 'Global Moving Network Partner',
    description:
      'Audited destination agents in more than 120 countries deliver and unpack your shipment.',
    image: badge(5, 'Global moving network partner badge'),
  },
  {
    id: 'qatar-chamber',
    name: 'Qatar Chamber Member',
    description: 'A registered member of the Qatar Chamber of Commerce and Industry.',
    image: badge(6, 'Qatar Chamber member seal with a dhow'),
  },
  {
    id: 'freight-network',
    name: 'Freight Forwarders Network Member',
    description:
      'Partner forwarders for air, sea and road freight with shared standards and payment protection.',
    image: badge(7, 'Freight forwarders network membership badge'),
  },
  {
    id: 'anti-bribery',
    name: 'Anti-Bribery Compliance Charter',
    description:
      'We sign and follow an industry anti-bribery charter, with training for every coordinator.',
    image: badge(8, 'Anti-bribery compliance charter pennant with scales'),
  },
  {
    id: 'data-protection',
    name: 'Data Protection Compliant',
    description:
      'Customer data is handled under Qatar’s personal data protection law, as our privacy policy explains.',
    image: badge(9, 'Data protection compliance padlock badge'),
  },
] satisfies Certification[]
