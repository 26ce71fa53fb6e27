import { InputField } from '@/components/ui/form/input'
import { SelectField } from '@/components/ui/form/select'
import { flexibilityOptions } from '@/content/quote-planner'
import { qatarToday } from '@/lib/qatar-today'

import type { PlannerDraft } from '../../types'
import { ChoiceCards } from '../choice-cards'
import * as text from './steps.messages'
import type { StepProps } from './step-props'

export function WhenStep({ planner }: StepProps) {
  const { draft, patch, errors } = planner
  const flexible = draft.when.flexibility !== 'exact'
  const setWhen = (change: Partial<PlannerDraft['when']>) => patch('when', change, ['when'])
  return (
    <div className="flex flex-col gap-5">
      <ChoiceCards
        legend={text.yourDate}
        name="when-kind"
        field="when.kind"
        options={[
          { id: 'exact', label: text.setDate },
          { id: 'flexible', label: text.flexible },
        ]}
        value={flexible ? 'flexible' : 'exact'}
        onChange={(kind) => setWhen({ flexibility: kind === 'exact' ? 'exact' : 'few-days' })}
      />
      {flexible ? (
        <SelectField
          label={text.howFlexible}
          required
          placeholder={text.chooseOne}
          options={flexibilityOptions.map(({ id, label }) => ({ value: id, label }))}
          value={draft.when.flexibility}
          error={errors['when.flexibility']}
          data-field="when.flexibility"
          onChange={(event) =>
            setWhen({ flexibility: event.target.value as PlannerDraft['when']['flexibility'] })
          }
        />
      ) : null}
      <InputField
        label={flexible ? text.aroundDate : text.movingDate}
        required={draft.when.flexibility !== 'undecided'}
        type="date"
        min={qatarToday()}
        value={draft.when.date}
        error={errors['when.date']}
        data-field="when.date"
        hint={draft.when.flexibility === 'undecided' ? text.dateUnknown : text.dateBusy}
        onChange={(event) => setWhen({ date: event.target.value })}
      />
    </div>
  )
}
