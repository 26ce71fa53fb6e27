import { useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { Tabs } from '@/components/ui/tabs'
import { paths } from '@/config/paths'
import { BookingForm } from '@/features/enquiry/components/booking-form'
import { LazyTrackingResultModal } from '@/features/tracking/components/tracking-result-modal-lazy'
import { TrackingForm } from '@/features/tracking/components/tracking-form'
import { useTracking } from '@/features/tracking/use-tracking'

import * as text from './home.messages'

type HeroTab = 'booking' | 'tracking'

const tabs = [
  { value: 'booking', label: text.bookingTab },
  { value: 'tracking', label: text.trackingTab },
] as const

/**
 * The booking and tracking tabs of the home hero. Any switch collapses the booking
 * form and clears all errors; a switch to booking also clears a tracking result.
 */
export function HeroPanel() {
  const navigate = useNavigate()
  const tracking = useTracking()
  const [tab, setTab] = useState<HeroTab>('booking')
  const [expanded, setExpanded] = useState(false)

  function switchTab(next: HeroTab) {
    if (next === tab) return
    setExpanded(false)
    tracking.clear()
    setTab(next)
  }

  return (
    <div className="rounded-3xl border border-white/10 bg-navy-800/90 p-5 shadow-lift sm:p-7">
      <Tabs
        label={text.panel}
        tabs={tabs}
        value={tab}
        onValueChange={switchTab}
        tone="dark"
        listClassName="mb-6 w-full [&>button]:flex-1"
      >
        {tab === 'booking' ? (
          <BookingForm
            expanded={expanded}
            onExpand={() => setExpanded(true)}
            onCollapse={() => setExpanded(false)}
            trackingNumber={tracking.trackingNumber}
            onSuccess={(id) => {
              setExpanded(false)
              navigate(paths.thankYou.getHref(id))
            }}
          />
        ) : (
          <div className="flex flex-col gap-4">
            <p className="text-navy-100">{text.trackingIntro}</p>
            <TrackingForm tracking={tracking} tone="dark" />
          </div>
        )}
      </Tabs>
      <LazyTrackingResultModal job={tracking.job} onClose={tracking.close} />
    </div>
  )
}
