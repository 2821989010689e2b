import { expect, test, type Page } from '@playwright/test';
import { lakesideRows, rosterZip, type RosterRows } from '../server/support/oneroster-fixtures';
import { axeCleanAfterNotices, inSpanishThenEnglish, runTag } from './support/back-office';
import { json, tokenOf } from './support/class-api';
import { E2E_OIDC_CLIENT, E2E_OIDC_ISSUER } from './support/oidc-settings';
import { expectNoSeriousA11yViolations, signIn } from './support/session';

/**
 * Issue 16, single sign-on in the browser, against a real OpenID provider (oidc-provider on 127.0.0.1,
 * started by playwright.config.ts): the super admin adds the provider in the "Single sign-on" section;
 * the sign-in page offers it; an unknown person signs in, completes the profile on /sso-register and
 * lands on the teacher home; a roster-imported teacher whose userIds carry their subject signs in as
 * themselves and sees their imported class. Everything is named for this run (provider, subjects,
 * district), so the demo world and other journeys are untouched. Axe-clean in English and Spanish.
 */

/** Lakeside's files with this run's names and sourcedIds; the teacher's userIds carry their Clever subject. */
function districtOfThisRun(tag: string, teacherSubject: string): RosterRows {
  const rows = lakesideRows();
  const renamed = (list: Record<string, string>[] | undefined) =>
    list?.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, /sourcedId|SourcedId|SourcedIds$/.test(key) && value ? `${value}-${tag}` : value])));
  const out = Object.fromEntries(Object.entries(rows).map(([file, list]) => [file, renamed(list)])) as RosterRows;
  out.orgs = out.orgs!.map((o) => ({ ...o, name: `${o.name} ${tag}` }));
  out.classes = out.classes!.map((c) => ({ ...c, title: `Sso History ${tag}` }));
  out.users = out.users!.map((u) => ({
    ...u,
    username: `${u.username.replace(/\W/g, '').slice(0, 8)}${tag}`.slice(0, 15),
    email: '',
    userIds: u.sourcedId === `u-teach-${tag}` ? `{Clever:${teacherSubject}},{LDAP:lena-${tag}}` : '',
  }));
  return out;
}

/** At the provider: its development login (any name is a subject) and consent forms. */
async function signInAtProvider(page: Page, subject: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${E2E_OIDC_ISSUER}/interaction/`));
  await page.locator('input[name="login"]').fill(subject);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('the super admin adds a provider; a newcomer registers through it and an imported teacher signs in as themselves', async ({ page, request }) => {
  test.slow();
  const tag = runTag().slice(-6);
  const name = `Clever ${tag}`;

  // The roster import of this run: a district whose teacher's userIds name their Clever subject.
  const admin = await tokenOf(request, 'superadmin');
  const [texas] = await json<{ id: number }[]>(await request.get('/api/State'));
  const queued = await request.post(`/api/oneroster/import?stateId=${texas.id}`, {
    headers: admin,
    multipart: { file: { name: `sso-${tag}.zip`, mimeType: 'application/zip', buffer: rosterZip(districtOfThisRun(tag, `clever-lena-${tag}`)) } },
  });
  const { jobId } = await json<{ jobId: number }>(queued);
  await expect(async () => {
    expect((await json<{ status: string }>(await request.get(`/api/oneroster/import/${jobId}`, { headers: admin }))).status).toBe('done');
  }).toPass({ timeout: 30_000 });

  // The super admin adds the provider in the new section.
  await signIn(page, 'superadmin');
  await page.goto('/management-dashboard/singleSignOn');
  await expect(page.getByRole('heading', { name: 'Single sign-on providers' })).toBeVisible();
  // The demo world's Clever, switched off.
  await expect(page.getByRole('rowheader', { name: 'Riverbend Clever' })).toBeVisible();
  await page.getByRole('button', { name: 'Add provider' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name on the sign-in button', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Id', exact: true }).fill(`clever-${tag}`);
  await dialog.getByRole('combobox', { name: 'Kind', exact: true }).click();
  await page.getByRole('option', { name: 'Clever', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Client id', exact: true }).fill(E2E_OIDC_CLIENT.clientId);
  await dialog.getByRole('textbox', { name: 'Issuer', exact: true }).fill(E2E_OIDC_ISSUER);
  await dialog.getByRole('textbox', { name: 'Client secret', exact: true }).fill(E2E_OIDC_CLIENT.clientSecret);
  await dialog.getByRole('textbox', { name: 'OneRoster userIds type (optional)', exact: true }).fill('Clever');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Provider added')).toBeVisible();
  await expect(page.getByRole('rowheader', { name })).toBeVisible();
  await axeCleanAfterNotices(page);
  await inSpanishThenEnglish(page, async () => {
    await expect(page.getByRole('heading', { name: 'Proveedores de inicio de sesión único' })).toBeVisible();
    await axeCleanAfterNotices(page);
  });
  await page.getByRole('button', { name: 'User menu for superadmin' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin/);

  // (a) Someone the platform does not know: the provider, then the registration, then the teacher home.
  await page.getByRole('link', { name: `Sign in with ${name}` }).click();
  await signInAtProvider(page, `newcomer-${tag}`);
  await expect(page).toHaveURL(/\/sso-register\?ticket=/);
  const form = page.getByRole('form', { name: 'Single sign-on registration' });
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Sso');
  await expectNoSeriousA11yViolations(page);
  await inSpanishThenEnglish(page, async () => {
    await expect(page.getByRole('button', { name: 'Crear mi cuenta' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
  await form.getByRole('textbox', { name: 'Username' }).fill(`sso${tag}`.slice(0, 15));
  await form.getByLabel('Birth date').fill(`${new Date().getUTCFullYear() - 35}-05-04`);
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/class-room\/management/);
  // A self-registered teacher is in no school until a manager places them (docs/decisions.md).
  await expect(page.getByText('Your account is not assigned to a state, district or campus')).toBeVisible();
  await page.getByRole('button', { name: /^User menu for / }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin/);

  // (b) The imported teacher: recognised by their userIds, no registration, their class is there.
  // The provider remembers who signed in there last: its cookies go, so it asks who this is.
  await page.context().clearCookies();
  await page.getByRole('link', { name: `Sign in with ${name}` }).click();
  await signInAtProvider(page, `clever-lena-${tag}`);
  await expect(page).toHaveURL(/\/class-room\/management/);
  await expect(page.getByRole('rowheader', { name: `Sso History ${tag}` })).toBeVisible();

  // The provider goes again, so the other journeys' sign-in page is as they expect it.
  const providers = await json<{ id: number; slug: string }[]>(await request.get('/api/sso/provider-settings', { headers: admin }));
  const added = providers.find((p) => p.slug === `clever-${tag}`)!;
  expect((await request.delete(`/api/sso/provider-settings/${added.id}`, { headers: admin })).ok()).toBeTruthy();
});
