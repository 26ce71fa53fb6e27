import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  cityAndCountry,
  firstLetterAndDomain,
  initials,
  lastTwoDigits,
} from '../src/shipments/masking.ts'
import { clientOf } from '../src/shipments/second-factor.ts'
import { seedDemo } from '../src/shipments/seed.ts'
import { newTrackingNumber, randomTrackingNumber } from '../src/shipments/tracking-number.ts'

import { cli, database } from './tracking-helpers.ts'
import { backends } from './helpers.ts'

describe('masking a personal field', () => {
  it('cuts names to initials', () => {
    expect(initials('Aisha Rahman')).toBe('A. R.')
    expect(initials('  okafor   logistics ltd ')).toBe('O. L. L.')
    expect(initials('عائشة الكواري')).toBe('ع. ا.')
    expect(initials('(Omar) Haddad')).toBe('O. H.')
    expect([initials(null), initials('  '), initials('-- &')]).toEqual([null, null, null])
  })

  it('keeps only the last 2 digits of a contact number, behind dots that hide its length', () => {
    expect(lastTwoDigits('+974 5500 1122')).toBe('•••••••22')
    expect(lastTwoDigits('97455123456')).toBe('•••••••56')
    expect(lastTwoDigits('123')).toBe('•••••••')
    expect([lastTwoDigits(null), lastTwoDigits('none')]).toEqual([null, null])
  })

  it('keeps the first letter and the domain of an e-mail address', () => {
    expect(firstLetterAndDomain('aisha.rahman@example.com')).toBe('a•••@example.com')
    expect(firstLetterAndDomain(' x@mail.example.qa ')).toBe('x•••@mail.example.qa')
    expect(firstLetterAndDomain('not-an-address')).toBe('n•••')
    expect([firstLetterAndDomain(null), firstLetterAndDomain(' ')]).toEqual([null, null])
  })

  it('keeps the city and the country of an address, never the street', () => {
    const cases: Array<[string | null, string | null, string | null]> = [
      ['12 Marine Parade, Southport QLD 4215', 'Australia', 'Southport, Australia'],
      ['4 Harbour Road, Apapa, Lagos', 'Nigeria', 'Lagos, Nigeria'],
      ['Villa 12, Street 310, Al Waab, Doha, Qatar', 'Qatar', 'Doha, Qatar'],
      ['12 Harbour Road, Singapore 098633', 'Singapore', 'Singapore'],
      ['Flat 3\n221B Baker Street\nLondon NW1 6XE', 'United Kingdom', 'London, United Kingdom'],
      // One part: all street, so the country alone.
      ['12 Marine Parade Southport', 'Australia', 'Australia'],
      ['12 Marine Parade, 4215', 'Australia', 'Australia'],
      ['Doha, Qatar', 'Qatar', 'Qatar'],
      ['4 Harbour Road, Lagos', null, 'Lagos'],
      [null, 'India', 'India'],
      [null, null, null],
    ]
    for (const [address, country, shown] of cases)
      expect(cityAndCountry(address, country), String(address)).toBe(shown)
  })
})

describe('a client, for counting second-factor answers', () => {
  it('is its IPv4 address, or its IPv6 /64', () => {
    expect(clientOf('10.1.2.3')).toBe('10.1.2.3')
    expect(clientOf('::ffff:10.1.2.3')).toBe('10.1.2.3')
    expect(clientOf('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64')
    expect(clientOf('2001:0DB8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64')
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientOf('::1')).toBe('0:0:0:0::/64')
  })
})

describe('tracking numbers', () => {
  it('are drawn at random in the format customers are told', () => {
    const drawn = Array.from({ length: 2000 }, randomTrackingNumber)
    expect(drawn.every((id) => /^[A-Z]{4}[0-9]{6}$/.test(id))).toBe(true)
    expect(new Set(drawn).size).toBe(drawn.length)
    // Every letter and digit turns up in every position: nothing is a fixed prefix or a sequence.
    for (let position = 0; position < 10; position++)
      expect(new Set(drawn.map((id) => id[position])).size).toBe(position < 4 ? 26 : 10)
  })

  it('are checked against the numbers in use before they are given out', async () => {
    const repo = (await database('sqlite')).repo
    await repo.upsertJob({ tracking_id: 'TAKE000001' })
    const draws = ['TAKE000001', 'FREE000002']
    const id = await newTrackingNumber(repo, () => draws.shift() as string)
    expect(id).toBe('FREE000002')
    expect(await repo.findJobs('FREE000002')).toHaveLength(1)
    await repo.close()
  })
})

// A dozen CLI processes a test, each starting Node and opening the database: a loaded machine
// takes three times as long as an idle one.
describe.each(backends)('the staff CLI on %s', { timeout: 90_000 }, (backend) => {
  let db: Awaited<ReturnType<typeof database>>
  beforeAll(async () => {
    db = await database(backend)
    await seedDemo(db.repo)
  })
  afterAll(() => db.repo.close())

  it('gives a new job a random tracking number, and checks a typed one unless forced', async () => {
    const added = [1, 2, 3].map(() => cli(db.env, 'job', '--customer-name', 'Omar Haddad'))
    const ids = added.map(({ code, stdout }) => {
      expect(code).toBe(0)
      return /^Added job ([A-Z]{4}[0-9]{6})\.$/.exec(stdout)?.[1] as string
    })
    expect(new Set(ids).size).toBe(3)
    for (const id of ids)
      expect((await db.repo.findJobs(id))[0]).toMatchObject({ customer_name: 'Omar Haddad' })

    const guessable = cli(db.env, 'job', '--tracking-id', '1', '--weight', '5')
    expect(guessable.code).toBe(1)
    expect(guessable.stderr).toContain('1 is not a tracking number: 4 letters then 6 digits')
    expect(await db.repo.findJobs('1')).toEqual([])

    expect(cli(db.env, 'job', '--tracking-id', 'abcd000001').stdout).toBe('Added job ABCD000001.')
    expect(cli(db.env, 'job', '--tracking-id', 'legacy-7', '--force').stdout).toBe(
      'Added job LEGACY-7.',
    )
    // A job that exists keeps its number, format or not.
    expect(cli(db.env, 'job', '--tracking-id', 'legacy-7', '--weight', '12').stdout).toBe(
      'Saved job LEGACY-7.',
    )
    expect((await db.repo.findJobs('LEGACY-7'))[0]?.weight).toBe(12)
  })

  it('adds an update with a stage, lists updates with their ids, edits and removes one', async () => {
    const added = cli(
      db.env,
      'status',
      '--tracking-id',
      'qtrm654321',
      '--content',
      'Cleared Lagos customs',
      '--date',
      '2025-02-05',
      '--time',
      '10:00',
      '--stage',
      'Customs cleared',
    )
    expect(added.code).toBe(0)
    const id = Number(/^Added status update #(\d+) to QTRM654321\.$/.exec(added.stdout)?.[1])
    expect(id).toBeGreaterThan(0)
    expect(cli(db.env, 'status-list', '--tracking-id', 'QTRM654321').stdout).toContain(
      `#${id}  2025-02-05 10:00  [Customs cleared]  Cleared Lagos customs`,
    )

    const update = () => db.repo.findStatusUpdate(id)
    expect(cli(db.env, 'status-edit', '--id', String(id), '--stage', 'in-transit').code).toBe(0)
    expect(await update()).toMatchObject({ milestone: 'in_transit', status_time: '10:00' })
    const edited = cli(
      db.env,
      'status-edit',
      '--id',
      String(id),
      '--stage',
      '',
      '--time',
      '',
      '--content',
      'Cleared customs at Apapa',
      '--date',
      '2025-02-06',
    )
    expect(edited.stdout).toBe(`Changed status update #${id}.`)
    expect(await update()).toMatchObject({
      milestone: null,
      status_time: null,
      status_content: 'Cleared customs at Apapa',
      status_date: '2025-02-06',
    })

    const wrongStage = cli(db.env, 'status-edit', '--id', String(id), '--stage', 'lost')
    expect([wrongStage.code, wrongStage.stderr]).toEqual([
      1,
      expect.stringContaining('--stage: The stage must be one of: booked, collected'),
    ])
    expect(cli(db.env, 'status-edit', '--id', String(id)).stderr).toContain('Give at least one of')

    expect(cli(db.env, 'status-remove', '--id', String(id)).stdout).toBe(
      `Removed status update #${id}.`,
    )
    expect(await update()).toBeNull()
    const gone = cli(db.env, 'status-remove', '--id', String(id))
    expect([gone.code, gone.stderr]).toEqual([
      1,
      expect.stringContaining(`No status update #${id}.`),
    ])
  })
})
