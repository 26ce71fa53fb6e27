import { expect, open, test } from './fixtures'

const GUIDE = '/international-relocation-india-qatar'

for (const language of [
  {
    prefix: '',
    link: 'Get a quote for India',
    planner: 'Quote planner',
    international: /International move/,
    next: 'Next',
    movingTo: 'Moving to',
    abroad: 'Abroad',
    country: /^Country/,
  },
  {
    prefix: '/ar',
    link: 'اطلب عرض سعر للانتقال إلى الهند',
    planner: 'مخطّط عرض السعر',
    international: /انتقال دولي/,
    next: 'التالي',
    movingTo: 'الانتقال إلى',
    abroad: 'خارج قطر',
    country: /^الدولة/,
  },
]) {
  test(`Visitors reading a guide (${language.prefix || '/'}) get a quote with its destination already chosen`, async ({
    page,
    request,
  }) => {
    const href = `${language.prefix}/get-a-quote?service=international&to=IN`
    // The link is in the prerendered HTML, so it works before (or without) the scripts.
    const html = await (await request.get(`${language.prefix}${GUIDE}`)).text()
    expect(html).toContain(`href="${href.replace('&', '&amp;')}"`)

    await open(page, `${language.prefix}${GUIDE}`)
    await page.getByRole('main').getByRole('link', { name: language.link }).click()
    await expect(page).toHaveURL(href)
    const planner = page.getByRole('form', { name: language.planner })
    await expect(planner.getByRole('radio', { name: language.international })).toBeChecked()
    await planner.getByRole('button', { name: language.next }).click()
    const to = planner.getByRole('group', { name: language.movingTo })
    await expect(to.getByRole('radio', { name: language.abroad })).toBeChecked()
    await expect(to.getByLabel(language.country)).toHaveValue('IN')
  })
}

test('A hand-made link with an unknown service and a hostile destination opens a clean planner', async ({
  page,
}) => {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('dialog', (dialog) => {
    problems.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  const hostile = encodeURIComponent('"><img src=x onerror=alert(1)><script>alert(2)</script>')
  await open(page, `/get-a-quote?service=teleport&to=${hostile}&utm_source=partner`)
  const planner = page.getByRole('form', { name: 'Quote planner' })
  await expect(planner.getByRole('heading', { name: 'What are we moving?' })).toBeVisible()
  await expect(planner.getByRole('radio', { checked: true })).toHaveCount(0)
  await expect(page.locator('img[src="x"]')).toHaveCount(0)

  await planner.getByRole('radio', { name: /Local move/ }).check()
  await planner.getByRole('button', { name: 'Next' }).click()
  const to = planner.getByRole('group', { name: 'Moving to' })
  await expect(to.getByRole('radio', { name: 'In Qatar' })).toBeChecked()
  await expect(to.getByLabel(/^Area/)).toHaveValue('')
  expect(problems).toEqual([])
})
