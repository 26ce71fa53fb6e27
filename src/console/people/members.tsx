import { useState, type FormEvent } from 'react'

import { STAFF_ROLES, type StaffRole } from '@contract/staff'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'
import { SelectField } from '@/components/ui/form/select'

import { staffApi, type Member } from '@/console/app/api'
import { Notice } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'
import { useMe } from '@/console/app/me'
import { useAction } from '@/console/app/use-action'
import { useStaffData } from '@/console/app/use-staff-data'
import * as common from '@/console/app/console.messages'
import * as text from './people.messages'
import { MemberPasskeys } from './member-passkeys'

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: common.roles[role] }))

/** Admins' list of staff accounts: add one (with its enrolment link), re-link, disable. */
export function MembersPage() {
  const { member: me } = useMe()
  const list = useStaffData<{ members: Member[] }>('members')
  const [draft, setDraft] = useState({ email: '', name: '', role: '' })
  const { busy, notice, run } = useAction()
  /** Every change shows in the list, refused or not (a refusal may mean it changed meanwhile). */
  const act = (key: string, work: () => Promise<{ text: string; link?: string } | void>) =>
    run(key, work).finally(list.reload)

  function add(event: FormEvent) {
    event.preventDefault()
    void act('add', async () => {
      const { enrolUrl } = await staffApi<{ enrolUrl: string }>('members', draft)
      const name = draft.name.trim()
      setDraft({ email: '', name: '', role: '' })
      return { text: text.memberAdded(name), link: enrolUrl }
    })
  }

  return (
    <div className="flex flex-col gap-8">
      <PageHeading title={text.membersTitle} intro={text.membersIntro} />
      {notice ? (
        <Notice tone={notice.tone}>
          {notice.text}
          {notice.link ? (
            <code dir="ltr" className="mt-2 block break-all select-all">
              {notice.link}
            </code>
          ) : null}
        </Notice>
      ) : null}
      {list.error ? <Notice tone="error">{list.error}</Notice> : null}
      <form
        onSubmit={add}
        className="grid gap-4 rounded-card bg-white p-6 shadow-soft md:grid-cols-3"
      >
        <InputField
          label={text.nameLabel}
          required
          maxLength={100}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <InputField
          label={text.emailLabel}
          type="email"
          dir="ltr"
          required
          value={draft.email}
          onChange={(event) => setDraft({ ...draft, email: event.target.value })}
        />
        <SelectField
          label={text.roleLabel}
          required
          placeholder="—"
          options={roleOptions}
          value={draft.role}
          onChange={(event) => setDraft({ ...draft, role: event.target.value })}
        />
        <Button
          type="submit"
          loading={busy === 'add'}
          className="md:col-span-3 md:justify-self-start"
        >
          {text.addMember}
        </Button>
      </form>
      <ul className="flex flex-col divide-y divide-navy-100 rounded-card bg-white px-6 shadow-soft">
        {(list.data?.members ?? []).map((member) => (
          <li key={member.id} className="flex flex-wrap items-center gap-3 py-4">
            <div className="me-auto flex flex-col">
              <span className="font-semibold text-navy-900">
                {member.name}
                {member.disabled ? (
                  <span className="ms-2 rounded-full bg-sand-200 px-2 py-0.5 text-xs text-ink">
                    {text.disabledBadge}
                  </span>
                ) : null}
              </span>
              <span className="text-sm text-ink-muted">
                <bdi dir="ltr">{member.email}</bdi> · {common.roles[member.role as StaffRole]}
              </span>
            </div>
            {member.id === me?.id ? null : (
              <div role="group" aria-label={text.memberActions(member.name)} className="flex gap-2">
                {member.disabled || member.role === 'admin' ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    loading={busy === `link-${member.id}`}
                    onClick={() =>
                      void act(`link-${member.id}`, async () => {
                        const { enrolUrl } = await staffApi<{ enrolUrl: string }>('members/link', {
                          id: member.id,
                        })
                        return { text: text.newLinkFor(member.name), link: enrolUrl }
                      })
                    }
                  >
                    {text.newLink}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  loading={busy === `status-${member.id}`}
                  onClick={() =>
                    void act(`status-${member.id}`, async () => {
                      await staffApi('members/disable', {
                        id: member.id,
                        disabled: !member.disabled,
                      })
                    })
                  }
                >
                  {member.disabled ? text.enable : text.disable}
                </Button>
              </div>
            )}
            <MemberPasskeys member={member} />
          </li>
        ))}
      </ul>
    </div>
  )
}
