import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { actAs, openHub } from './hub-session';
import { logInAsOps } from './order-session';
import { saveScreen } from './screens';
import { expectAccessible, logInByApi, mobileFor, watchPageErrors } from './shop-session';

/**
 * Issue 25 section 2 and issue 26 section 4: a visitor asks to sell with us in the shop, ops see
 * the lead in the hub and turn it into a maker, and that person opens the hub on 'My store'. The
 * leads and the login problems download as CSV files holding what was sent. Each project has its
 * own visitor (series 1 of mobileFor).
 */

/** A mobile as the hub shows it: '81100 00001'. */
const spaced = (mobile: string) => `${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/** The text of the file a click on 'Download CSV' saves. */
async function downloadedCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

test('a visitor asks to sell, ops turn the lead into a maker, and the maker opens My store', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchPageErrors(page);
  const phone = testInfo.project.name === 'phone';
  const visitor = await logInByApi(request, mobileFor(testInfo, 1, 1));
  const cuisine = phone ? 'Coorgi home food' : 'Bengali sweets';
  const storeName = phone ? 'Kodava Kitchen' : 'Mishti Ghar';

  // The shop: the onboarding form, sent.
  await actAs(page, visitor);
  await page.goto('/#/onboarding');
  await page.getByLabel('Cuisine').fill(cuisine);
  await page.getByLabel('Your best dishes').fill('Pandi curry, akki roti, nool puttu');
  await page.getByLabel('Door no.').fill('14');
  await page.getByLabel('Building name').fill('Lotus Residency');
  await page.getByLabel('Street / road').fill('5th Cross Road');
  await page.getByLabel('Area').fill('HSR Layout');
  await page.getByLabel('Anything else', { exact: false }).fill('I cook for office lunches.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your interest!' })).toBeVisible();

  // Someone else could not get an OTP and asked to be called back.
  const stranded = mobileFor(testInfo, 1, 2);
  const reported = await request.post('/api/users/report-otp-issue/', {
    headers: { 'x-forwarded-for': `10.1.${phone ? 1 : 2}.2` },
    data: {
      mobile: stranded,
      firstName: 'Farida',
      type: 'OTP_NOT_RECEIVED',
      issue: 'The OTP never arrives',
      details: 'Tried three times from Jio.',
    },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  // The hub: ops find the lead, download the leads, and look at the login problems.
  const ops = await logInAsOps(request, testInfo);
  await actAs(page, ops);
  await openHub(page, '/hub/leads');
  await expect(page.getByRole('heading', { name: 'Seller leads', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `+91 ${spaced(visitor.mobile)}` });
  await expect(row).toContainText(cuisine);
  await expect(row).toContainText('New');
  await saveScreen(page, testInfo, 'hub-ops-leads');
  await expectAccessible(page, testInfo, 'hub seller leads');

  const leadsCsv = await downloadedCsv(page);
  expect(leadsCsv.name).toBe('seller-leads.csv');
  expect(leadsCsv.text).toContain(visitor.mobile);
  expect(leadsCsv.text).toContain(cuisine);

  await page.getByRole('link', { name: 'Login issues' }).click();
  await expect(page.getByRole('heading', { name: 'Login issues', level: 1 })).toBeVisible();
  const issue = page.getByRole('row').filter({ hasText: `+91 ${spaced(stranded)}` });
  await expect(issue).toContainText('OTP not received');
  await expect(issue).toContainText('To call back');
  await saveScreen(page, testInfo, 'hub-ops-login-issues');
  await expectAccessible(page, testInfo, 'hub login issues');
  const issuesCsv = await downloadedCsv(page);
  expect(issuesCsv.name).toBe('otp-issue-reports.csv');
  expect(issuesCsv.text).toContain(stranded);
  expect(issuesCsv.text).toContain('Tried three times from Jio.');
  // Ops call Farida back and mark it done.
  await issue.getByRole('button', { name: `Mark +91 ${spaced(stranded)} called back` }).click();
  await expect(issue).toContainText('Resolved');
  await expect(issue.getByRole('button')).toHaveCount(0);

  // Turn the lead into a maker, approved at once.
  await page.getByRole('link', { name: 'Seller leads' }).click();
  await row.getByRole('button', { name: 'Turn into a maker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn Nandini into a maker' });
  await expect(dialog).toContainText('Pandi curry, akki roti, nool puttu');
  await dialog.getByLabel('Store name').fill(storeName);
  await dialog.getByRole('radio', { name: /^Approved/ }).check();
  await saveScreen(page, testInfo, 'hub-ops-turn-lead');
  await expectAccessible(page, testInfo, 'hub turn a lead');
  await dialog.getByRole('button', { name: 'Turn into a maker' }).click();
  await expect(page.getByRole('heading', { name: storeName, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/#\/hub\/makers\/\d+$/);
  await expect(page.getByText(`Nandini Rao, +91 ${visitor.mobile}`)).toBeVisible();
  await expect(page.getByText('Created from a lead')).toBeVisible();
  await saveScreen(page, testInfo, 'hub-ops-maker-from-lead');
  await expectAccessible(page, testInfo, 'hub maker from a lead');

  // The lead now says what became of it.
  await openHub(page, '/hub/leads?state=turned');
  await expect(row).toContainText('Turned into a maker');
  await expect(row.getByRole('link', { name: storeName })).toBeVisible();

  // The new maker's person opens the hub: their store, nothing of ops'.
  await actAs(page, visitor);
  await openHub(page, '/hub');
  const nav = page.getByRole('navigation', { name: 'Hub' });
  await expect(nav.getByRole('link', { name: 'Leads' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'My store' }).click();
  await expect(page.getByRole('heading', { name: storeName, level: 1 })).toBeVisible();
  await saveScreen(page, testInfo, 'hub-new-seller-store');
  await expectAccessible(page, testInfo, 'hub new seller store');
  expect(errors).toEqual([]);
});

test('ops create a maker from scratch and land on its page', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchPageErrors(page);
  const storeName = testInfo.project.name === 'phone' ? 'Bhoomi Millets' : 'Tumkur Ragi House';
  const ops = await logInAsOps(request, testInfo);
  await actAs(page, ops);
  await openHub(page, '/hub/makers');
  await page.getByRole('link', { name: 'New maker' }).click();
  await expect(page.getByRole('heading', { name: 'New maker', level: 1 })).toBeVisible();
  await page.getByLabel('Store name').fill(storeName);
  await page.getByLabel('Category tag').fill('Millets');
  await page.getByLabel('Cuisine tag').fill('Karnataka');
  await page.getByLabel('About the store').fill('Millet rotis and laddoos from Tumkur.');
  await page.getByLabel('Run by (mobile, optional)').fill('9000000001');
  await page.getByRole('button', { name: 'Create maker' }).click();
  await expect(page.getByText(/No account has this mobile number/)).toBeVisible();
  await saveScreen(page, testInfo, 'hub-ops-new-maker');
  await expectAccessible(page, testInfo, 'hub new maker');

  await page.getByLabel('Run by (mobile, optional)').fill('');
  await page.getByRole('button', { name: 'Create maker' }).click();
  await expect(page.getByRole('heading', { name: storeName, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/#\/hub\/makers\/\d+$/);
  await expect(page.getByText('Awaiting approval').first()).toBeVisible();
  expect(errors).toEqual([]);
});
