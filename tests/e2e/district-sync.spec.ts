import { expect, test } from '@playwright/test';
import { lakesideRows, rosterZip, type RosterRows } from '../server/support/oneroster-fixtures';
import { axeCleanAfterNotices, inSpanishThenEnglish, runTag } from './support/back-office';
import { signIn } from './support/session';

/**
 * Issue 16, the district sync section: the super admin uploads a OneRoster 1.2 CSV zip (a district of
 * its own, named for this run, so the demo world's places stay as they are), follows the background
 * job to done with what it created, opens it again from the recent imports; a zip that breaks the
 * standard fails with its problem listed by file, row and column. Axe-clean in English and Spanish.
 */

/** Lakeside's files with this run's names and sourcedIds, so a second run imports a new district. */
function districtOfThisRun(tag: string): RosterRows {
  const rows = lakesideRows();
  const renamed = (list: Record<string, string>[] | undefined) =>
    list?.map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, /sourcedId|SourcedId|SourcedIds$/.test(key) && value ? `${value}-${tag}` : value])),
    );
  const out = Object.fromEntries(Object.entries(rows).map(([file, list]) => [file, renamed(list)])) as RosterRows;
  out.orgs = out.orgs!.map((o) => ({ ...o, name: `${o.name} ${tag}` }));
  out.users = out.users!.map((u) => ({ ...u, username: `${u.username.replace(/\W/g, '').slice(0, 8)}${tag}`.slice(0, 15) }));
  return out;
}

test('a super admin imports a OneRoster zip, follows the job, and reads a failed one’s problems', async ({ page }) => {
  test.slow();
  const tag = runTag().slice(-5);
  await signIn(page, 'superadmin');
  await page.goto('/management-dashboard/districtSync');
  await expect(page.getByRole('heading', { name: 'OneRoster import' })).toBeVisible();
  // The demo world's import is listed from the start.
  await expect(page.getByRole('rowheader', { name: 'riverbend-oneroster.zip' })).toBeVisible();

  // The button opens the file input Mantine keeps hidden beside it; the file is set on that input.
  await expect(page.getByRole('button', { name: 'Upload OneRoster zip' })).toBeEnabled();
  const upload = (name: string, zip: Buffer) => page.locator('input[type="file"][accept*="zip"]').setInputFiles({ name, mimeType: 'application/zip', buffer: zip });

  await upload(`district-${tag}.zip`, rosterZip(districtOfThisRun(tag)));
  const job = page.getByTestId('roster-import-job');
  await expect(job.getByRole('heading', { name: `Import of district-${tag}.zip` })).toBeVisible();
  await expect(job.getByText('Done', { exact: true })).toBeVisible({ timeout: 30_000 });
  const counts = job.getByRole('table', { name: 'What the import changed' });
  await expect(counts.getByRole('row', { name: /^Districts/ }).getByRole('cell').first()).toHaveText('1');
  await expect(counts.getByRole('row', { name: /^Students/ }).getByRole('cell').first()).toHaveText('2');
  await expect(page.getByRole('rowheader', { name: `district-${tag}.zip` })).toBeVisible();
  await axeCleanAfterNotices(page);

  // A file that breaks the standard: the job fails, nothing is written, the problem is named.
  const broken = districtOfThisRun(`${tag}x`);
  broken.users![0] = { ...broken.users![0], familyName: '' };
  await upload(`broken-${tag}.zip`, rosterZip(broken));
  await expect(job.getByText('Failed: nothing was imported')).toBeVisible({ timeout: 30_000 });
  const problems = job.getByRole('table', { name: '1 problem in the files' });
  await expect(problems.getByRole('row', { name: /users\.csv/ })).toContainText('familyName');
  await expect(problems.getByRole('row', { name: /users\.csv/ })).toContainText('Required');

  await inSpanishThenEnglish(page, async () => {
    await expect(page.getByRole('heading', { name: 'Importación OneRoster' })).toBeVisible();
    // The problems come translated by the server, read again in the reader's language.
    const problemsEs = job.getByRole('table', { name: '1 problema en los archivos' });
    await expect(problemsEs.getByRole('row', { name: /users\.csv/ })).toContainText('Obligatorio');
    await axeCleanAfterNotices(page);
  });
});
