import { Check } from 'lucide-react'
import { Suspense, useEffect, useRef } from 'react'

import { Button } from '@/components/ui/button'
import { moveTypes, plannerSteps } from '@/content/quote-planner'
import { cn } from '@/lib/cn'
import type { PlannerErrors } from '@/lib/quote-details'
import { lazyNamed } from '@/lib/lazy-named'

import { CaptchaNotice } from '@/components/captcha/captcha-notice'
import { chooseMoveType } from '../choose-move-type'
import { useQuotePlanner, type QuotePlanner } from '../use-quote-planner'
import { ChoiceCards } from './choice-cards'
import * as text from './quote-planner.messages'

const loadLaterSteps = () => import('./steps/index')
const LaterStep = lazyNamed(loadLaterSteps, 'LaterStep')
const VolumeBadge = lazyNamed(loadLaterSteps, 'VolumeBadge')

type QuotePlannerProps = {
  /** In a dialog the Back/Next bar sticks to the dialog's padded bottom edge. */
  variant: 'dialog' | 'page'
  onSuccess: (reference: number | null) => void
}

/**
 * The step-by-step quote request: what, from/to, when, how much (with a live volume estimate),
 * contact and review. Back and Next keep everything; each step is checked on Next, with its
 * messages under their fields and focus on the first one.
 */
export function QuotePlannerForm({ variant, onSuccess }: QuotePlannerProps) {
  const planner = useQuotePlanner({ onSuccess })
  const { draft, step, errors } = planner
  const rootRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  useEffect(() => {
    void loadLaterSteps()
  }, [])

  useEffect(() => {
    // Focus follows the step only after the visitor moved, not when the planner first appears.
    if (moved.current) headingRef.current?.focus()
  }, [draft.step])

  function focusFirstError(found: PlannerErrors) {
    const first = Object.keys(found)[0]
    if (!first) return
    requestAnimationFrame(() =>
      rootRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus(),
    )
  }

  const isLast = draft.step === plannerSteps.length - 1

  return (
    <form
      ref={rootRef}
      noValidate
      aria-label={text.form}
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault()
        moved.current = true
        if (isLast) void planner.submit()
        else void planner.next().then(focusFirstError)
      }}
    >
      <Progress
        current={draft.step}
        onGoTo={(index) => ((moved.current = true), planner.goTo(index))}
      />

      <div className="flex flex-col gap-5">
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="text-xl text-navy-950 focus:outline-none sm:text-2xl"
        >
          {stepTitles[step.id]}
        </h3>
        {step.id === 'what' ? (
          <WhatStep planner={planner} />
        ) : (
          <Suspense fallback={<div className="min-h-64" aria-busy="true" />}>
            <LaterStep
              planner={planner}
              onEdit={(index) => ((moved.current = true), planner.goTo(index))}
            />
          </Suspense>
        )}
      </div>

      {isLast ? <CaptchaNotice error={planner.formError} /> : null}
      {Object.keys(errors).length ? (
        <p className="sr-only" role="alert">
          {text.correct}
        </p>
      ) : null}

      {/*
        In the dialog the bar sticks to the bottom edge, so Back and Next stay within a thumb's reach
        on a long step; on the page it follows the step, because a bar stuck to the window's bottom
        would sit on the choices of the first screen.
      */}
      <div
        className={cn(
          '-mx-1 flex items-center justify-between gap-3 border-t border-navy-100 bg-white px-1 pt-4',
          variant === 'dialog' ? 'sticky -bottom-6 z-10 pb-6 sm:-bottom-8 sm:pb-8' : 'pb-4',
        )}
      >
        {draft.step > 0 ? (
          <Button
            variant="outline"
            onClick={() => {
              moved.current = true
              planner.back()
            }}
          >
            {text.back}
          </Button>
        ) : (
          <span />
        )}
        {step.id === 'size' ? (
          <Suspense fallback={null}>
            <VolumeBadge draft={draft} />
          </Suspense>
        ) : null}
        <Button type="submit" loading={planner.submitting}>
          {isLast ? (planner.submitting ? text.submitting : text.send) : text.next}
        </Button>
      </div>
    </form>
  )
}

const stepTitles = {
  what: text.whatTitle,
  route: text.routeTitle,
  when: text.whenTitle,
  size: text.sizeTitle,
  contact: text.contactTitle,
  review: text.reviewTitle,
}

function Progress({ current, onGoTo }: { current: number; onGoTo: (index: number) => void }) {
  const stepCount = plannerSteps.length
  return (
    <nav aria-label={text.steps}>
      <p className="mb-2 text-sm font-semibold text-navy-800 sm:sr-only">
        {text.progress(current + 1, stepCount, plannerSteps[current]?.label ?? '')}
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-navy-100 sm:hidden" aria-hidden="true">
        <div
          className="h-full rounded-full bg-accent-500 transition-[width] duration-300"
          style={{ width: `${((current + 1) / stepCount) * 100}%` }}
        />
      </div>
      <ol className="hidden gap-2 sm:flex">
        {plannerSteps.map((item, index) => {
          const done = index < current
          const content = (
            <>
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums',
                  done && 'bg-navy-900 text-white',
                  index === current && 'bg-accent-500 text-navy-950',
                  index > current && 'bg-navy-100 text-navy-700',
                )}
              >
                {done ? <Check className="size-4" aria-hidden="true" /> : index + 1}
              </span>
              <span>
                {item.label}
                {done ? <span className="sr-only">{text.done}</span> : null}
              </span>
            </>
          )
          return (
            <li
              key={item.id}
              aria-current={index === current ? 'step' : undefined}
              className={cn(
                'flex flex-1 items-center gap-1.5 border-t-4 pt-2 text-xs font-semibold whitespace-nowrap lg:text-sm',
                index <= current
                  ? 'border-accent-500 text-navy-950'
                  : 'border-navy-100 text-ink-muted',
              )}
            >
              {done ? (
                <button
                  type="button"
                  className="flex items-center gap-2 rounded-full text-start underline-offset-2 hover:underline"
                  onClick={() => onGoTo(index)}
                >
                  {content}
                </button>
              ) : (
                content
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

type StepProps = { planner: QuotePlanner }

function WhatStep({ planner }: StepProps) {
  const { draft, update, errors } = planner
  return (
    <ChoiceCards
      legend={text.moveType}
      name="moveType"
      field="moveType"
      options={moveTypes}
      value={draft.moveType}
      error={errors.moveType}
      onChange={(moveType) =>
        update((previous) => chooseMoveType(previous, moveType), ['moveType'])
      }
    />
  )
}
