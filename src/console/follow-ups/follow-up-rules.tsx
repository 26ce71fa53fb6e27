import { useState, type FormEvent } from 'react'

import { followUpRule } from '@contract/follow-ups'
import type { FollowUpRuleView } from '@contract/follow-up-staff'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'
import { SelectField } from '@/components/ui/form/select'

import { staffApi } from '@/console/app/api'
import { Notice } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'
import { moment } from '@/console/app/format'
import { useAction } from '@/console/app/use-action'
import { useStaffData } from '@/console/app/use-staff-data'
import * as text from './follow-ups.messages'

type Rules = { rules: FollowUpRuleView[] }
type Unit = keyof typeof text.units
const MINUTES: Record<Unit, number> = { minutes: 1, hours: 60, days: 24 * 60 }
const unitOptions = (Object.keys(MINUTES) as Unit[]).map((unit) => ({
  value: unit,
  label: text.units[unit],
}))

/** The largest unit a timing is a whole number of (a day, an hour), as the screen first shows it. */
const unitOf = (minutes: number): Unit =>
  minutes % MINUTES.days === 0 ? 'days' : minutes % MINUTES.hours === 0 ? 'hours' : 'minutes'

/**
 * The admins' screen of follow-up rules (issue 55, item 1): each rule on or off, and its timing
 * within the bounds the contract sets, which the server enforces too.
 */
export function FollowUpRulesPage() {
  const list = useStaffData<Rules>('follow-up-rules')
  const [rules, setRules] = useState<FollowUpRuleView[] | null>(null)
  const shown = rules ?? list.data?.rules ?? []
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={text.rulesTitle} intro={text.rulesIntro} />
      {list.error ? <Notice tone="error">{list.error}</Notice> : null}
      {shown.map((rule) => (
        <RuleForm key={rule.rule} rule={rule} onSaved={(answer) => setRules(answer.rules)} />
      ))}
    </div>
  )
}

function RuleForm({ rule, onSaved }: { rule: FollowUpRuleView; onSaved: (rules: Rules) => void }) {
  const name = text.ruleNames[rule.rule]
  const { minMinutes, maxMinutes } = followUpRule(rule.rule)
  const [enabled, setEnabled] = useState(rule.enabled)
  const [unit, setUnit] = useState<Unit>(unitOf(rule.offsetMinutes))
  const [amount, setAmount] = useState(
    String(rule.offsetMinutes / MINUTES[unitOf(rule.offsetMinutes)]),
  )
  const { busy, notice, run } = useAction()
  const headingId = `rule-${rule.rule}`

  function save(event: FormEvent) {
    event.preventDefault()
    void run('save', async () => {
      const offsetMinutes = Math.round(Number(amount) * MINUTES[unit])
      onSaved(
        await staffApi<Rules>(
          'follow-up-rules',
          { rule: rule.rule, enabled, offsetMinutes },
          'PUT',
        ),
      )
      return { text: text.saved(name) }
    })
  }

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={save}
      className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-soft sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl">
          {name}
        </h2>
        <p className="text-sm text-ink-muted">
          {rule.updatedAt === null || rule.updatedByName === null
            ? text.defaults
            : text.changedBy(rule.updatedByName, moment(rule.updatedAt))}
        </p>
      </div>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <label className="flex min-h-11 items-center gap-3 self-start font-semibold">
        <input
          type="checkbox"
          className="size-5 accent-navy-900"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        {text.enabledLabel}
      </label>
      <div className="grid gap-4 sm:grid-cols-[10rem_10rem_minmax(0,1fr)] sm:items-end">
        <InputField
          label={text.timingLabel}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          required
          dir="ltr"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          hint={text.bounds(text.duration(minMinutes), text.duration(maxMinutes))}
        />
        <SelectField
          label={text.unitLabel}
          required
          placeholder="—"
          options={unitOptions}
          value={unit}
          onChange={(event) => setUnit(event.target.value as Unit)}
        />
        <p className="pb-3 text-ink-muted">{text.ruleTiming[rule.rule]}</p>
      </div>
      <Button type="submit" className="self-start" loading={busy === 'save'}>
        {text.save}
      </Button>
    </form>
  )
}
