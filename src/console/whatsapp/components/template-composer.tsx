import { useState, type FormEvent } from 'react'

import type { EnquiryLocale } from '@contract/enquiry'
import {
  MAX_TEMPLATE_VALUE,
  type StaffWhatsAppTemplate,
  type WhatsAppTemplateChoice,
} from '@contract/whatsapp-staff'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'
import { SelectField } from '@/components/ui/form/select'

import * as common from '@/console/app/console.messages'
import * as text from '../whatsapp.messages'

/** A template's body with its values in, as the customer will read it ("…" for one not filled). */
const preview = (body: string, values: string[]) =>
  body.replace(/\{\{(\d+)\}\}/g, (_match, n: string) => values[Number(n) - 1]?.trim() || '…')

/**
 * Outside the window: an approved template, its values filled from the lead and editable, with a
 * live preview in the customer's language.
 */
export function TemplateComposer({
  templates,
  language,
  busy,
  onSend,
}: {
  templates: WhatsAppTemplateChoice[]
  language: EnquiryLocale
  busy: boolean
  onSend: (template: StaffWhatsAppTemplate, values: string[], body: string) => Promise<boolean>
}) {
  const [name, setName] = useState<StaffWhatsAppTemplate | ''>(templates[0]?.name ?? '')
  const chosen = templates.find((template) => template.name === name)
  const [edited, setEdited] = useState<Partial<Record<StaffWhatsAppTemplate, string[]>>>({})
  const values = chosen ? (edited[chosen.name] ?? chosen.values) : []
  const [unfilled, setUnfilled] = useState(false)

  function change(index: number, value: string) {
    if (!chosen) return
    setEdited({ ...edited, [chosen.name]: values.map((old, at) => (at === index ? value : old)) })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!chosen) return
    const missing = values.some((value) => !value.trim())
    setUnfilled(missing)
    if (missing) return
    const trimmed = values.map((value) => value.trim())
    if (await onSend(chosen.name, trimmed, preview(chosen.body, trimmed)))
      setEdited({ ...edited, [chosen.name]: undefined })
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <SelectField
        label={text.templateLabel}
        placeholder={text.chooseTemplate}
        options={templates.map((template) => ({
          value: template.name,
          label: text.templateNames[template.name],
        }))}
        value={name}
        onChange={(event) => setName(event.target.value as StaffWhatsAppTemplate | '')}
      />
      {chosen ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            {chosen.parameters.map((parameter, index) => (
              <InputField
                key={`${chosen.name}-${parameter}`}
                label={text.parameterLabels[parameter] ?? parameter}
                dir="auto"
                value={values[index] ?? ''}
                maxLength={MAX_TEMPLATE_VALUE}
                error={unfilled && !values[index]?.trim() ? text.fillEveryValue : undefined}
                onChange={(event) => change(index, event.target.value)}
              />
            ))}
          </div>
          <figure className="flex flex-col gap-1">
            <figcaption className="text-sm font-semibold text-navy-900">
              {text.previewTitle(common.languages[language])}
            </figcaption>
            <p
              lang={language}
              dir={language === 'ar' ? 'rtl' : 'ltr'}
              className="rounded-2xl rounded-se-sm bg-green-50 px-3 py-2 whitespace-pre-line [overflow-wrap:anywhere]"
            >
              {preview(chosen.body, values)}
            </p>
          </figure>
          <Button
            type="submit"
            variant="primary"
            loading={busy}
            className="self-stretch sm:self-start"
          >
            {text.sendTemplate}
          </Button>
        </>
      ) : null}
    </form>
  )
}
