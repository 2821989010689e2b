import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/database';
import { GEOGRAPHY_WRITERS } from '@domain/identity/permissions';
import { placeWithinScope, type Place } from '@domain/identity/scope';
import type { DistrictInput, SchoolInput, StateInput } from '@domain/geography/geography.schemas';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { moveUsersOfDistrict, moveUsersOfSchool } from '../users/user.repository';
import * as geo from './geography.repository';

const NONE: Place = { stateId: null, districtId: null, schoolId: null };
const scopeError = () => appError('GEO.OUT_OF_SCOPE');
const missingParent = (field: string) => appError('VALIDATION', { fields: [{ field, message: 'optionRequired' }] });

/** A geography write needs a writer role and, below super admin, a parent inside the caller's scope. */
function assertMayWrite(viewer: AuthUser, kind: geo.PlaceKind, parent: Place): void {
  if (!(GEOGRAPHY_WRITERS[kind] as readonly number[]).includes(viewer.roleId)) throw appError('FORBIDDEN');
  if (!placeWithinScope(viewer, parent)) throw scopeError();
}

async function assertNameFree(sql: Sql, kind: geo.PlaceKind, name: string, exceptId = 0): Promise<void> {
  if (await geo.placeNameTaken(sql, kind, name, exceptId)) throw appError('GEO.NAME_TAKEN');
}

async function parentOfDistrict(sql: Sql, stateId: number): Promise<Place> {
  if (!(await geo.findState(sql, stateId))) throw missingParent('stateId');
  return { ...NONE, stateId };
}

async function parentOfSchool(sql: Sql, districtId: number): Promise<Place> {
  const district = await geo.findDistrict(sql, districtId);
  if (!district) throw missingParent('districtId');
  return { ...NONE, stateId: district.stateId, districtId };
}

export function createState(deps: AppDeps, viewer: AuthUser, input: StateInput) {
  assertMayWrite(viewer, 'state', NONE);
  return deps.db.transaction(async (tx) => {
    await assertNameFree(tx, 'state', input.name);
    return geo.insertState(tx, input.name, input.abbreviation);
  });
}

export function updateState(deps: AppDeps, viewer: AuthUser, id: number, input: StateInput) {
  assertMayWrite(viewer, 'state', NONE);
  return deps.db.transaction(async (tx) => {
    if (!(await geo.findState(tx, id))) throw appError('NOT_FOUND');
    await assertNameFree(tx, 'state', input.name, id);
    await geo.updateState(tx, id, input.name, input.abbreviation);
    return (await geo.findState(tx, id))!;
  });
}

export function createDistrict(deps: AppDeps, viewer: AuthUser, input: DistrictInput) {
  return deps.db.transaction(async (tx) => {
    assertMayWrite(viewer, 'district', await parentOfDistrict(tx, input.stateId));
    await assertNameFree(tx, 'district', input.name);
    return geo.insertDistrict(tx, input.name, input.stateId);
  });
}

export function updateDistrict(deps: AppDeps, viewer: AuthUser, id: number, input: DistrictInput) {
  return deps.db.transaction(async (tx) => {
    const current = await geo.findDistrict(tx, id);
    if (!current) throw appError('NOT_FOUND');
    assertMayWrite(viewer, 'district', { ...NONE, stateId: current.stateId });
    assertMayWrite(viewer, 'district', await parentOfDistrict(tx, input.stateId));
    await assertNameFree(tx, 'district', input.name, id);
    await geo.updateDistrict(tx, id, input.name, input.stateId);
    if (input.stateId !== current.stateId) {
      // Users placed in the district follow it to its new state.
      await moveUsersOfDistrict(tx, id, input.stateId);
    }
    return (await geo.findDistrict(tx, id))!;
  });
}

export function createSchool(deps: AppDeps, viewer: AuthUser, input: SchoolInput) {
  return deps.db.transaction(async (tx) => {
    assertMayWrite(viewer, 'school', await parentOfSchool(tx, input.districtId));
    await assertNameFree(tx, 'school', input.name);
    return (await geo.findSchool(tx, await geo.insertSchool(tx, input.name, input.districtId)))!;
  });
}

export function updateSchool(deps: AppDeps, viewer: AuthUser, id: number, input: SchoolInput) {
  return deps.db.transaction(async (tx) => {
    const current = await geo.findSchool(tx, id);
    if (!current) throw appError('NOT_FOUND');
    assertMayWrite(viewer, 'school', { ...NONE, stateId: current.stateId, districtId: current.districtId });
    const parent = await parentOfSchool(tx, input.districtId);
    assertMayWrite(viewer, 'school', parent);
    await assertNameFree(tx, 'school', input.name, id);
    await geo.updateSchool(tx, id, input.name, input.districtId);
    if (input.districtId !== current.districtId) {
      await moveUsersOfSchool(tx, id, parent.districtId!, parent.stateId!);
    }
    return (await geo.findSchool(tx, id))!;
  });
}

const IN_USE = { state: 'stateHasDistricts', district: 'districtHasSchools', school: 'schoolHasUsers' } as const;

/** Removes a place that nothing live hangs off; otherwise 409 with what to remove first. */
export function removePlace(deps: AppDeps, viewer: AuthUser, kind: geo.PlaceKind, id: number) {
  return deps.db.transaction(async (tx) => {
    let parent: Place;
    if (kind === 'state') {
      if (!(await geo.findState(tx, id))) throw appError('NOT_FOUND');
      parent = NONE;
    } else if (kind === 'district') {
      const district = await geo.findDistrict(tx, id);
      if (!district) throw appError('NOT_FOUND');
      parent = { ...NONE, stateId: district.stateId };
    } else {
      const school = await geo.findSchool(tx, id);
      if (!school) throw appError('NOT_FOUND');
      parent = { ...NONE, stateId: school.stateId, districtId: school.districtId };
    }
    assertMayWrite(viewer, kind, parent);
    if (await geo.placeInUse(tx, kind, id)) throw appError('GEO.IN_USE', { message: IN_USE[kind] });
    await geo.deletePlace(tx, kind, id);
  });
}
