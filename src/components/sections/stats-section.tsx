import type { Statistic } from '@/content/types'
import { formatCount, useCountUp } from '@/hooks/use-count-up'
import { cn } from '@/lib/cn'

type StatsSectionProps = {
  id: string
  title: string
  stats: Statistic[]
  /** Count-up timing: home 40 steps of 50 ms at 30 % visible; about 60 steps at 30 fps at 50 %. */
  timing: { steps: number; intervalMs: number; threshold: number }
  titleHidden?: boolean
  className?: string
}

export function StatsSection({
  id,
  title,
  stats,
  timing,
  titleHidden,
  className,
}: StatsSectionProps) {
  const { ref, values } = useCountUp<HTMLDivElement>(
    stats.map((stat) => stat.target),
    timing,
  )
  return (
    <section
      aria-labelledby={id}
      className={cn('bg-navy-900 py-14 text-white lg:py-20', className)}
    >
      <div ref={ref} className="container-page flex flex-col gap-10">
        <h2
          id={id}
          className={cn('text-center text-3xl text-white sm:text-4xl', titleHidden && 'sr-only')}
        >
          {title}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {stats.map((stat, index) => (
            <div key={stat.key} className="flex flex-col-reverse items-center gap-2 text-center">
              <dt className="text-sm font-semibold tracking-wider text-navy-100 uppercase sm:text-base">
                {stat.label}
              </dt>
              {/* The final figure, invisible, sizes the cell the counting figure runs in, so the
                  count grows in place instead of moving its figure sideways (a layout shift). The
                  counting figure is one text node held by its left edge in both languages, as
                  digits read left to right: a separate suffix, or a right edge held in Arabic,
                  would move the text's start as the digits grow, and count as a layout shift. */}
              <dd className="grid text-4xl font-extrabold text-accent-400 tabular sm:text-5xl">
                <span aria-hidden="true" className="col-start-1 row-start-1 text-left">
                  {`${formatCount(values[index] ?? stat.target)}${stat.suffix}`}
                </span>
                <span aria-hidden="true" className="invisible col-start-1 row-start-1">
                  {formatCount(stat.target)}
                  {stat.suffix}
                </span>
                <span className="sr-only">
                  {formatCount(stat.target)}
                  {stat.suffix}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
