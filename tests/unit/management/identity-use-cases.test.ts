import { describe, expect, it, vi } from 'vitest';
import { createIdentityUseCases, DEFAULT_CLIENT_CONFIG } from '@application/identity/identity.use-cases';
import { createStudentRecordUseCases, DISCLOSURES_PER_PAGE } from '@application/identity/student-record.use-cases';
import { createUserManagementUseCases, usersInScopeOf } from '@application/identity/user-management.use-cases';
import { createPlaceUseCases } from '@application/places/place.use-cases';
import { createInterfaceLanguage } from '@application/platform/interface-language.use-cases';
import { createQaTracing } from '@application/platform/qa-tracing.use-cases';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import type { ApiClient } from '@infrastructure/http/api-client';
import { createHttpStudentRecordArchive } from '@infrastructure/http/http-student-record-archive.adapter';
import { createHttpUserDirectory } from '@infrastructure/http/http-user-directory.adapter';
import { createInMemoryAuthGateway } from '@infrastructure/http/in-memory-auth.adapter';
import { createInMemoryGeography } from '@infrastructure/http/in-memory-geography.adapter';
import { createInMemoryUserDirectory } from '@infrastructure/http/in-memory-user-directory.adapter';
import { createInMemoryStudentRecordArchive } from '@infrastructure/http/in-memory-student-record-archive.adapter';
import { createInMemoryPreferenceStore } from '@infrastructure/storage/in-memory-preference-store.adapter';
import { DISTRICTS, SCHOOLS, STATES } from './management-world';

const world = () => createInMemoryGeography({ states: STATES, districts: DISTRICTS, schools: SCHOOLS });

describe('identity and place use cases: product words in, the right port call out', () => {
  it('lists users by the narrowest scope a place filter names', async () => {
    const directory = createInMemoryUserDirectory();
    const list = vi.spyOn(directory, 'list');
    const users = createUserManagementUseCases(directory);

    await users.listUsersInScope(usersInScopeOf({ stateId: 1, districtId: 10, schoolId: 100 }));
    await users.listUsersInScope(usersInScopeOf({ stateId: 1, districtId: 10, schoolId: null }));
    await users.listUsersInScope(usersInScopeOf({ stateId: 1, districtId: null, schoolId: null }));
    await users.listUsersInScope(usersInScopeOf({ stateId: null, districtId: null, schoolId: null }));

    expect(list.mock.calls).toEqual([[{ scope: 'school', schoolId: 100 }], [{ scope: 'district', districtId: 10 }], [{ scope: 'state', stateId: 1 }], [{ scope: 'all' }]]);
  });

  it('keeps the REST route words inside the HTTP adapter', async () => {
    const call = vi.fn(async () => ({ ok: true as const, data: [], message: '' }));
    const directory = createHttpUserDirectory({ call } as unknown as ApiClient);

    await directory.list({ scope: 'school', schoolId: 100 });
    await directory.list({ scope: 'district', districtId: 10 });
    await directory.list({ scope: 'state', stateId: 1 });
    await directory.list({ scope: 'all' });

    expect(call.mock.calls).toEqual([
      ['GET', '/User/GetBySchoolId/100'],
      ['GET', '/User/GetByDistrictId/10'],
      ['GET', '/User/GetByStateId/1'],
      ['GET', '/User/GetAll/0'],
    ]);
  });

  it('unblocks a user’s sign-in and reads, exports and erases a student’s record, in product words', async () => {
    const directory = createInMemoryUserDirectory();
    const unblock = vi.spyOn(directory, 'unblockSignIn');
    await createUserManagementUseCases(directory).unblockSignIn(7);
    expect(unblock).toHaveBeenCalledWith(7);

    const archive = createInMemoryStudentRecordArchive({ disclosures: { 7: [] } });
    const pages = vi.spyOn(archive, 'disclosures');
    const exported = vi.spyOn(archive, 'export');
    const erased = vi.spyOn(archive, 'erase');
    const records = createStudentRecordUseCases(archive);
    expect(await records.listDisclosures(7, 2)).toMatchObject({ ok: true, data: { total: 0, disclosures: [] } });
    expect(await records.exportStudentRecord(8)).toMatchObject({ ok: false, status: 404, code: 'PRIVACY.STUDENT_NOT_FOUND' });
    await records.eraseStudentRecord(7);
    expect(pages).toHaveBeenCalledWith(7, { page: 2, pageSize: DISCLOSURES_PER_PAGE });
    expect(exported).toHaveBeenCalledWith(8);
    expect(erased).toHaveBeenCalledWith(7);
  });

  it('keeps the sign-in-unblock and privacy route words inside the HTTP adapters', async () => {
    const call = vi.fn(async () => ({ ok: true as const, data: null, message: '' }));
    const api = { call } as unknown as ApiClient;

    await createHttpUserDirectory(api).unblockSignIn(7);
    const archive = createHttpStudentRecordArchive(api);
    await archive.disclosures(7, { page: 3, pageSize: 20 });
    await archive.export(7);
    await archive.erase(7);

    expect(call.mock.calls).toEqual([
      ['POST', '/user/7/sign-in-unblock'],
      ['GET', '/student/7/disclosures?page=3&pageSize=20'],
      ['GET', '/student/7/export'],
      ['DELETE', '/student/7/data'],
    ]);
  });

  it('lists a state’s schools through its districts’ (the server lists by district only)', async () => {
    const geography = world();
    const schools = vi.spyOn(geography, 'schools');
    const places = createPlaceUseCases(geography);

    const inOhio = await places.listSchools({ stateId: 2 });
    const inRiverbend = await places.listSchools({ districtId: 10 });

    expect(inOhio.ok && inOhio.data.map((s) => s.name)).toEqual(['Buckeye Elementary']);
    expect(inRiverbend.ok && inRiverbend.data.map((s) => s.name)).toEqual(['Riverbend High', 'Riverbend Middle']);
    expect(schools.mock.calls).toEqual([[], [10]]);
  });

  it('edits and removes places by kind and id', async () => {
    const geography = world();
    const places = createPlaceUseCases(geography);

    expect(await places.editState(2, { name: 'Ohio', abbreviation: 'OHI' })).toMatchObject({ ok: true, message: 'State updated successfully' });
    expect(await places.removePlace('state', 1)).toMatchObject({ ok: false, status: 409, code: 'GEO.IN_USE' });
    expect(await places.removePlace('school', 200)).toMatchObject({ ok: true, message: 'School removed successfully' });
    expect(await places.isPlaceNameAvailable('district', 'lakeside isd')).toMatchObject({ ok: true, data: false });
  });

  it('gives the product’s client settings while the server cannot be reached', async () => {
    const offline = createIdentityUseCases(createInMemoryAuthGateway());
    const config = { ...DEFAULT_CLIENT_CONFIG, sessionIdleLogoutMs: 5_000 };
    const online = createIdentityUseCases(createInMemoryAuthGateway({ clientConfig: config }));

    expect(await offline.loadClientSettings()).toEqual(DEFAULT_CLIENT_CONFIG);
    expect(await online.loadClientSettings()).toEqual(config);
  });

  it('resets a password with the code the reset e-mail carried, once', async () => {
    const auth = createInMemoryAuthGateway({
      accounts: [{ profile: { id: 7, email: 'sam@demo.example', userName: 'samstudent' } as never, password: 'Secret1234' }],
    });
    const identity = createIdentityUseCases(auth);

    expect(await identity.requestPasswordReset('sam@demo.example')).toMatchObject({ ok: true, message: 'If the e-mail is registered, a reset link has been sent' });
    const token = auth.resetCodes().get('sam@demo.example')!;
    expect(await identity.resetPassword({ token, password: 'Newpass1234', confirmPassword: 'Newpass1234' })).toMatchObject({ ok: true });
    expect(await identity.resetPassword({ token, password: 'Newpass1234', confirmPassword: 'Newpass1234' })).toMatchObject({ code: 'AUTH.RESET_TOKEN_INVALID' });
  });

  it('keeps the interface language and QA tracing in the tab’s preferences', () => {
    const preferences = createInMemoryPreferenceStore();
    const language = createInterfaceLanguage(preferences);
    language.choose('es');
    expect(preferences.readLanguage()).toBe('es');
    expect(language.current()).toBe('es');

    const recorder = { isOn: vi.fn(() => false), setOn: vi.fn(), snapshot: vi.fn(() => ({ actors: [] })), clear: vi.fn() };
    const tracing = createQaTracing(recorder as unknown as TraceRecorder, () => new Date('2026-01-02T03:04:05.678Z'));
    tracing.turnOn();
    expect(recorder.setOn).toHaveBeenCalledWith(true);
    expect(tracing.download()).toEqual({ fileName: 'qa-trace-2026-01-02T03-04-05-678Z.json', json: JSON.stringify({ actors: [] }, null, 2) });
  });
});
