import { useState } from 'react'

import { SectionHeading } from '@/components/sections/section-heading'
import { Tabs } from '@/components/ui/tabs'
import type { ServiceCardData, ServiceGroup } from '@/content/types'

import { ServiceCard } from './service-card'
import * as text from './services-grid-section.messages'

const groups = [
  { value: 'Movers', label: text.groupNames.Movers },
  { value: 'Logistics', label: text.groupNames.Logistics },
] as const satisfies { value: ServiceGroup; label: string }[]

type ServicesGridSectionProps = {
  services: ServiceCardData[]
  initialGroup?: ServiceGroup
  title?: string
  subtitle?: string
}

/** The service cards with Movers/Logistics tabs (Movers by default). */
export function ServicesGridSection({
  services,
  initialGroup = 'Movers',
  title = text.title,
  subtitle = text.subtitle,
}: ServicesGridSectionProps) {
  const [group, setGroup] = useState<ServiceGroup>(initialGroup)
  const visible = services.filter((service) => service.group === group)
  return (
    <section aria-labelledby="services-grid" className="section bg-sand-100">
      <div className="container-page flex flex-col items-center gap-8">
        <SectionHeading
          id="services-grid"
          title={title}
          subtitle={subtitle}
          eyebrow={text.eyebrow}
        />
        <Tabs
          label={text.groups}
          tabs={groups}
          value={group}
          onValueChange={setGroup}
          className="flex w-full flex-col items-center gap-8"
        >
          <ul className="grid w-full gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((service) => (
              <li key={service.slug}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        </Tabs>
      </div>
    </section>
  )
}
