// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Disclosure, StudentExport } from '@application/identity/student-record.use-cases';
import { RoleId } from '@domain/identity/role';
import { refused } from '@infrastructure/http/in-memory-answers';
import { UsersSection } from '@ui/management/UsersSection';
import { fileAndUrl, stubDownloads } from '../support/download-capture';
import { managedUser, managementWorld, profileOf, renderSection } from './management-world';

const SAM = managedUser(7, RoleId.Student, 'Sam', 'Student');
const TERESA = managedUser(6, RoleId.DistrictTeacher, 'Teresa', 'Maestra');
const SAM_NAME = 'Sam Student (samstudent)';

function disclosure(id: number, disclosedAt: string, overrides: Partial<Disclosure> = {}): Disclosure {
  return {
    id,
    viewerId: 6,
    viewerName: 'Teresa Maestra',
    viewerRoleId: RoleId.DistrictTeacher,
    viewerRoleName: 'DistrictTeacher',
    kind: 'assessment-answers',
    objectId: 12,
    route: 'GET /api/assessment/:id/student/:studentId',
    disclosedAt,
    ...overrides,
  };
}

const SAM_EXPORT: StudentExport = {
  studentId: 7,
  exportedAt: '2026-11-20T10:00:00.000Z',
  profile: {
    id: 7,
    userName: 'samstudent',
    firstName: 'Sam',
    middleName: null,
    lastName: 'Student',
    secondLastName: null,
    email: 'sam@demo.example',
    birthDate: '2012-03-04',
    stateId: 1,
    districtId: 10,
    schoolId: 100,
    textLanguage: 'en',
    audioLanguage: 'en',
    isSso: false,
    lastLoginAt: null,
    createdAt: '2026-09-01T08:00:00.000Z',
    removedAt: null,
  },
  classrooms: [{ classroomId: 3, name: 'Reading 1', period: '1st', teacherId: 6, schoolId: 100, addedAt: '2026-09-02T08:00:00.000Z', removedAt: null }],
  lessonProgress: [],
  blurbChecks: [],
  attempts: [],
  answerHistory: [],
  benchmarks: [],
  notifications: [],
  sessions: [{ issuedAt: '2026-11-19T08:00:00.000Z', expiresAt: '2026-11-19T20:00:00.000Z', revokedAt: null }],
  disclosures: [],
};

/** Sets the time zone the viewer's device reports, until the test ends. */
const zoneAtStart = process.env.TZ;
function inTimeZone(zone: string) {
  process.env.TZ = zone;
  onTestFinished(() => {
    process.env.TZ = zoneAtStart;
  });
}

/** Opens the "More" menu of a row and picks one of its actions. */
async function chooseRowAction(user: ReturnType<typeof userEvent.setup>, rowName: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `More actions for ${rowName}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('a student’s row: unblocking sign-in', () => {
  it('lets a campus manager unblock a student and shows the server’s message', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = managementWorld(profileOf(RoleId.CampusManager, 5), { users: [TERESA, SAM] });
    renderSection(<UsersSection />, services);

    await chooseRowAction(user, SAM_NAME, 'Unblock sign-in');

    expect(await screen.findByText('Sign-in unblocked')).toBeTruthy();
    expect(directory.unblockSignIn).toHaveBeenCalledWith(7);
    // A teacher's row has no "More" menu: unblocking is for students.
    expect(screen.queryByRole('button', { name: 'More actions for Teresa Maestra (teresamaestra)' })).toBeNull();
  });

  it('shows a refusal as a red snackbar with the server’s message', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = managementWorld(profileOf(RoleId.CampusManager, 5), { users: [SAM] });
    vi.mocked(directory.unblockSignIn).mockResolvedValueOnce(refused(403, 'USER.OUT_OF_SCOPE', 'outOfScope'));
    renderSection(<UsersSection />, services);

    await chooseRowAction(user, SAM_NAME, 'Unblock sign-in');

    expect(await screen.findByText('This record is outside your school, district or state')).toBeTruthy();
  });

  it('offers a manager who is not the super admin none of the record actions', async () => {
    const user = userEvent.setup({ delay: null });
    for (const roleId of [RoleId.CampusManager, RoleId.DistrictManager, RoleId.StateManager, RoleId.SupportRole]) {
      const { services } = managementWorld(profileOf(roleId, 5), { users: [SAM] });
      const view = renderSection(<UsersSection />, services);
      await user.click(await screen.findByRole('button', { name: `More actions for ${SAM_NAME}` }));
      const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
      expect(items, `role ${roleId}`).toEqual(['Unblock sign-in']);
      view.unmount();
    }
  });
});

describe('a student’s row for the super admin: record access, export, erasure', () => {
  const superAdmin = profileOf(RoleId.SuperAdmin, 1);

  afterEach(() => vi.restoreAllMocks());

  it('lists who was shown the student’s record, newest first, a page at a time', async () => {
    const user = userEvent.setup({ delay: null });
    inTimeZone('America/New_York');
    const records = {
      disclosures: {
        7: [
          disclosure(1, '2026-11-01T09:00:00.000Z'),
          disclosure(2, '2026-11-03T09:00:00.000Z', { kind: 'user-record', objectId: null, viewerName: 'Carlos Campos', viewerRoleId: RoleId.CampusManager, route: 'GET /api/User/GetBySchoolId/:id' }),
          disclosure(3, '2026-11-02T09:00:00.000Z', { viewerName: '', route: null }),
        ],
      },
      documents: { 7: SAM_EXPORT },
    };
    const { services, archive } = managementWorld(superAdmin, { users: [SAM], records, disclosurePageSize: 2 });
    renderSection(<UsersSection />, services);

    await chooseRowAction(user, SAM_NAME, 'Record access');
    const dialog = await screen.findByRole('dialog', { name: `Record access for ${SAM_NAME}` });
    const table = await within(dialog).findByRole('table', { name: `Who was shown the record of ${SAM_NAME}, newest first: 1 to 2 of 3` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Carlos Campos', 'Campus Manager', 'Account details', 'GET /api/User/GetBySchoolId/:id'],
      ['Erased account', 'District Teacher', 'Assessment answers (#12)', 'Not recorded'],
    ]);
    // §9: on Central time and the viewer's own (this viewer's device is set to New York).
    expect(within(rows[0]!).getByRole('rowheader').textContent!.replace(/\s/g, ' ')).toBe('Nov 3, 2026, 3:00 AM CT (4:00 AM your time)');
    expect(within(rows[0]!).getByRole('rowheader').querySelector('time')!.getAttribute('dateTime')).toBe('2026-11-03T09:00:00.000Z');
    expect(archive.disclosures).toHaveBeenCalledWith(7, { page: 1, pageSize: 2 });

    expect(within(dialog).getByText('Page 1 of 2')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Older' }));
    const older = await within(dialog).findByRole('table', { name: `Who was shown the record of ${SAM_NAME}, newest first: 3 to 3 of 3` });
    expect(within(older).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Teresa Maestra', 'District Teacher', 'Assessment answers (#12)', 'GET /api/assessment/:id/student/:studentId']);
    expect(archive.disclosures).toHaveBeenLastCalledWith(7, { page: 2, pageSize: 2 });
    expect((within(dialog).getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Newer' }));
    expect(await within(dialog).findByText('Page 1 of 2')).toBeTruthy();
  });

  it('says so when nobody else has been shown the record', async () => {
    const user = userEvent.setup({ delay: null });
    const { services } = managementWorld(superAdmin, { users: [SAM], records: { disclosures: { 7: [] } } });
    renderSection(<UsersSection />, services);

    await chooseRowAction(user, SAM_NAME, 'Record access');
    const dialog = await screen.findByRole('dialog', { name: `Record access for ${SAM_NAME}` });
    expect(await within(dialog).findByText(`Nobody else has been shown the record of ${SAM_NAME} yet.`)).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('shows a failed load with Try again, which loads the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, archive } = managementWorld(superAdmin, { users: [SAM], records: { disclosures: { 7: [disclosure(1, '2026-11-01T09:00:00.000Z')] } } });
    vi.mocked(archive.disclosures).mockResolvedValueOnce({ ok: false, status: 0, code: 'OFFLINE', message: '', fields: [], kind: 'offline' });
    renderSection(<UsersSection />, services);

    await chooseRowAction(user, SAM_NAME, 'Record access');
    const dialog = await screen.findByRole('dialog', { name: `Record access for ${SAM_NAME}` });
    const alert = await within(dialog).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('table', { name: `Who was shown the record of ${SAM_NAME}, newest first: 1 to 1 of 1` })).toBeTruthy();
  });

  it('downloads the export as student-<username>-export.json, built from the answer', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, archive } = managementWorld(superAdmin, { users: [SAM], records: { documents: { 7: SAM_EXPORT } } });
    const { downloads, blobs } = stubDownloads('blob:export', fileAndUrl);
    renderSection(<UsersSection />, services);

    await chooseRowAction(user, SAM_NAME, 'Export data');

    expect(await screen.findByText(`The data of ${SAM_NAME} was saved as a file`)).toBeTruthy();
    expect(archive.export).toHaveBeenCalledWith(7);
    expect(downloads).toEqual(['student-samstudent-export.json blob:export']);
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('application/json');
    expect(JSON.parse(await blobs[0]!.text())).toEqual(SAM_EXPORT);
  });

  it('erases the data only after the username is typed, and shows the counts', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, archive, directory } = managementWorld(superAdmin, { users: [SAM], records: { documents: { 7: SAM_EXPORT } } });
    renderSection(<UsersSection />, services);

    await chooseRowAction(user, SAM_NAME, 'Erase data');
    const dialog = await screen.findByRole('dialog', { name: `Erase the data of ${SAM_NAME}?` });
    expect(within(dialog).getByText('The record of who was shown their data is kept, as the law requires.')).toBeTruthy();
    const erase = within(dialog).getByRole('button', { name: 'Erase data' }) as HTMLButtonElement;
    const confirm = within(dialog).getByRole('textbox', { name: 'Type the username samstudent to confirm' });
    expect(erase.disabled).toBe(true);
    await user.type(confirm, 'samstuden');
    expect(erase.disabled).toBe(true);
    await user.click(erase);
    expect(archive.erase).not.toHaveBeenCalled();

    await user.type(confirm, 't');
    expect(erase.disabled).toBe(false);
    const listsBefore = vi.mocked(directory.list).mock.calls.length;
    await user.click(erase);

    expect(
      await screen.findByText(
        "The student's data was erased: answers 0, answer saves 0, attempts 0, benchmarks 0, lesson records 0, overview checks 0, classroom memberships 1, notifications 0, sessions 1",
      ),
    ).toBeTruthy();
    expect(archive.erase).toHaveBeenCalledWith(7);
    // The users lists were invalidated: the one on screen loads again by itself.
    await waitFor(() => expect(vi.mocked(directory.list).mock.calls.length).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Erase the data of ${SAM_NAME}?` })).toBeNull());
  });

  it('keeps the dialog open with the server’s refusal when the data was already erased', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, archive } = managementWorld(superAdmin, { users: [SAM], records: { documents: { 7: SAM_EXPORT } } });
    await archive.erase(7);
    renderSection(<UsersSection />, services);

    await chooseRowAction(user, SAM_NAME, 'Erase data');
    const dialog = await screen.findByRole('dialog', { name: `Erase the data of ${SAM_NAME}?` });
    await user.type(within(dialog).getByRole('textbox', { name: 'Type the username samstudent to confirm' }), 'samstudent{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe("This student's data has already been erased");
  });
});
