import { useId } from 'react'
import { useHref } from 'react-router-dom'
import { FieldError } from '@/components/ui/form/field'
import { InputField } from '@/components/ui/form/input'
import { InternationalPhoneField } from '@/components/ui/form/international-phone-field'
import { SelectField } from '@/components/ui/form/select'
import { TextareaField } from '@/components/ui/form/textarea'
import { WhatsAppUpdatesField } from '@/components/ui/form/whatsapp-updates-field'
import { paths } from '@/config/paths'
import { contactMethods, contactTimes } from '@/content/quote-planner'

import type { PlannerDraft } from '../../types'
import * as text from './steps.messages'
import type { StepProps } from './step-props'

export function ContactStep({ planner }: StepProps) {
  const { draft, patch, errors } = planner
  const setPerson = (change: Partial<PlannerDraft['person']>, field: string) =>
    patch('person', change, [`person.${field}`])
  const setContact = (change: Partial<PlannerDraft['contact']>, field: string) =>
    patch('contact', change, [`contact.${field}`])
  return (
    <div className="flex flex-col gap-4">
      <InputField
        label={text.fullName}
        required
        autoComplete="name"
        value={draft.person.fullName}
        error={errors['person.fullName']}
        data-field="person.fullName"
        onChange={(event) => setPerson({ fullName: event.target.value }, 'fullName')}
      />
      <InternationalPhoneField
        label={text.phone}
        required
        dialCode={draft.person.dialCode}
        onDialCodeChange={(dialCode) => setPerson({ dialCode }, 'phone')}
        value={draft.person.phone}
        onValueChange={(phone) => setPerson({ phone }, 'phone')}
        error={errors['person.phone']}
        data-field="person.phone"
      />
      <InputField
        label={text.email}
        required
        type="email"
        autoComplete="email"
        value={draft.person.email}
        error={errors['person.email']}
        data-field="person.email"
        onChange={(event) => setPerson({ email: event.target.value }, 'email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={text.contactMethod}
          required
          placeholder={text.chooseOne}
          options={contactMethods.map(({ id, label }) => ({ value: id, label }))}
          value={draft.contact.method}
          error={errors['contact.method']}
          data-field="contact.method"
          onChange={(event) =>
            setContact(
              { method: event.target.value as PlannerDraft['contact']['method'] },
              'method',
            )
          }
        />
        <SelectField
          label={text.contactTime}
          required
          placeholder={text.chooseOne}
          options={contactTimes.map(({ id, label }) => ({ value: id, label }))}
          value={draft.contact.time}
          error={errors['contact.time']}
          data-field="contact.time"
          onChange={(event) =>
            setContact({ time: event.target.value as PlannerDraft['contact']['time'] }, 'time')
          }
        />
      </div>
      <TextareaField
        label={text.notes}
        rows={3}
        maxLength={2000}
        value={draft.person.notes}
        onChange={(event) => setPerson({ notes: event.target.value }, 'notes')}
      />
      <WhatsAppUpdatesField
        checked={draft.person.whatsappUpdates === true}
        onChange={(whatsappUpdates) => setPerson({ whatsappUpdates }, 'whatsappUpdates')}
      />
      <ConsentCheckbox
        checked={draft.person.consent}
        error={errors['person.consent']}
        onChange={(consent) => setPerson({ consent }, 'consent')}
      />
    </div>
  )
}

function ConsentCheckbox({
  checked,
  error,
  onChange,
}: {
  checked: boolean
  error?: string
  onChange: (checked: boolean) => void
}) {
  const errorId = useId()
  // A full page load that leaves the dialog, in the page's own language.
  const privacyHref = useHref(paths.privacy.getHref())
  return (
    <div className="flex flex-col gap-1.5">
      <label className="flex items-start gap-3 text-sm text-navy-950">
        <input
          type="checkbox"
          data-field="person.consent"
          className="mt-0.5 size-5 shrink-0 accent-navy-900"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {text.consentBefore}
          <a href={privacyHref} className="font-semibold underline underline-offset-2">
            {text.consentLink}
          </a>
          {text.consentAfter}
        </span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  )
}
