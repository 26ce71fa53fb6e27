import type { ServiceGroup } from '@/content/types'

export const servicesGridMessages: {
  title: string
  subtitle: string
  eyebrow: string
  groups: string
  groupNames: Record<ServiceGroup, string>
} = {
  title: 'Our Services',
  subtitle: 'Seamless & Stress-Free Moving Solutions Tailored for You',
  eyebrow: 'What we do',
  groups: 'Service groups',
  groupNames: { Movers: 'Movers', Logistics: 'Logistics' },
}
