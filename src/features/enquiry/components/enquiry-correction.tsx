import { ArrowUpRight } from 'lucide-react'

import { Logo } from '@/components/layout/logo'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'
import { InternationalPhoneField } from '@/components/ui/form/international-phone-field'
import { SelectField } from '@/components/ui/form/select'
import { TextareaField } from '@/components/ui/form/textarea'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import { serviceTypeOptions } from '@/lib/service-types'
import { DEFAULT_DIAL_CODE } from '@contract/phone'

import { enquiryFormAction } from '@/lib/submit-enquiry'
import * as text from './enquiry-correction.messages'
import * as form from './enquiry-form.messages'
import { LocaleField } from './locale-field'
import { PrivacyLine } from './privacy-line'

/** What a plain (script-free) enquiry form sent, and the messages for what was wrong with it. */
export type EnquiryEcho = {
  values: Partial<Record<string, string>>
  errors: Partial<Record<string, string>>
}

export const CORRECTION_HEADING = text.heading

/** The page runs no scripts: what the visitor changes stays in the browser's own fields. */
const keepInBrowser = () => {}

/**
 * The companion server's answer to an enquiry posted without JavaScript that did not pass the
 * checks: the same fields with the visitor's values kept and each message under its field, ready
 * to send again. Rendered on the server only; the page carries no scripts.
 */
export function EnquiryCorrection({ values, errors }: EnquiryEcho) {
  const field = (name: string) => ({
    name,
    defaultValue: values[name] ?? '',
    error: errors[name],
    required: true,
  })
  const otherErrors = Object.entries(errors).filter(
    ([name]) => !['fullName', 'phoneNumber', 'email', 'serviceType', 'message'].includes(name),
  )
  return (
    <main id="main" className="section bg-sand-100">
      <div className="container-page flex max-w-3xl flex-col gap-8">
        <Link to={paths.home.getHref()} className="self-start">
          <Logo home />
        </Link>
        <div className="rounded-3xl bg-white p-6 shadow-lift sm:p-10">
          <h1 className="text-3xl sm:text-4xl">{CORRECTION_HEADING}</h1>
          <p className="mt-2 mb-6 text-ink-muted">{text.intro}</p>
          <form method="post" action={enquiryFormAction} noValidate className="flex flex-col gap-4">
            <LocaleField />
            <InputField label={form.name} autoComplete="name" {...field('fullName')} />
            <InternationalPhoneField
              label={form.phone}
              name="phoneNumber"
              dialCodeName="dialCode"
              required
              dialCode={values.dialCode ?? DEFAULT_DIAL_CODE.code}
              onDialCodeChange={keepInBrowser}
              value={values.phoneNumber ?? ''}
              onValueChange={keepInBrowser}
              error={errors.phoneNumber}
            />
            <InputField label={form.email} type="email" autoComplete="email" {...field('email')} />
            <SelectField
              label={form.serviceType}
              placeholder={form.servicePlaceholder}
              options={serviceTypeOptions}
              {...field('serviceType')}
            />
            <TextareaField label={form.message} {...field('message')} />
            {values.trackingNumber ? (
              <input type="hidden" name="trackingNumber" value={values.trackingNumber} />
            ) : null}
            {otherErrors.length > 0 ? (
              <ul role="alert" className="text-sm font-medium text-red-700">
                {otherErrors.map(([name, message]) => (
                  <li key={name}>{message}</li>
                ))}
              </ul>
            ) : null}
            <div className="flex flex-col gap-3">
              <Button
                type="submit"
                size="lg"
                icon={<ArrowUpRight className="size-5" aria-hidden="true" />}
              >
                {form.submit}
              </Button>
              <PrivacyLine />
            </div>
          </form>
        </div>
      </div>
    </main>
  )
}
