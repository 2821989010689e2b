import type { AppContext } from '../../app-context';
import type { Sql } from '../../db/database';
import { GEOGRAPHY_WRITERS } from '@domain/identity/permissions';
import { placeWithinScope, type Place } from '@domain/identity/scope';
import type { DistrictInput, SchoolInput, StateInput } from '@domain/geography/geography.schemas';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import * as geo from './geography.repository';

const NONE: Place = { stateId: null, districtId: null, schoolId: null };
const scopeError = () => forbidden('outOfScope', {}, 'GEO.OUT_OF_SCOPE');
const missingParent = (field: string) => badRequest('optionRequired', [{ field, message: 'optionRequired' }]);

/** A geography write needs a writer role and, below super admin, a parent inside the caller's scope. */
function assertMayWrite(viewer: AuthUser, kind: geo.PlaceKind, parent: Place): void {
  if (!(GEOGRAPHY_WRITERS[kind] as readonly number[]).includes(viewer.roleId)) throw forbidden();
  if (!placeWithinScope(viewer, parent)) throw scopeError();
}

async function assertNameFree(sql: Sql, kind: geo.PlaceKind, name: string, exceptId = 0): Promise<void> {
  if (await geo.placeNameTaken(sql, kind, name, exceptId)) throw conflict('nameInUse', 'name', 'GEO.NAME_TAKEN');
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

export function createState(ctx: AppContext, viewer: AuthUser, input: StateInput) {
  assertMayWrite(viewer, 'state', NONE);
  return ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, 'state', input.name);
    return geo.insertState(tx, input.name, input.abbreviation);
  });
}

export function updateState(ctx: AppContext, viewer: AuthUser, id: number, input: StateInput) {
  assertMayWrite(viewer, 'state', NONE);
  return ctx.db.transaction(async (tx) => {
    if (!(await geo.findState(tx, id))) throw notFound();
    await assertNameFree(tx, 'state', input.name, id);
    await geo.updateState(tx, id, input.name, input.abbreviation);
    return (await geo.findState(tx, id))!;
  });
}

export function createDistrict(ctx: AppContext, viewer: AuthUser, input: DistrictInput) {
  return ctx.db.transaction(async (tx) => {
    assertMayWrite(viewer, 'district', await parentOfDistrict(tx, input.stateId));
    await assertNameFree(tx, 'district', input.name);
    return geo.insertDistrict(tx, input.name, input.stateId);
  });
}

export function updateDistrict(ctx: AppContext, viewer: AuthUser, id: number, input: DistrictInput) {
  return ctx.db.transaction(async (tx) => {
    const current = await geo.findDistrict(tx, id);
    if (!current) throw notFound();
    assertMayWrite(viewer, 'district', { ...NONE, stateId: current.stateId });
    assertMayWrite(viewer, 'district', await parentOfDistrict(tx, input.stateId));
    await assertNameFree(tx, 'district', input.name, id);
    await geo.updateDistrict(tx, id, input.name, input.stateId);
    if (input.stateId !== current.stateId) {
      // Users placed in the district follow it to its new state.
      await tx.query('UPDATE users SET state_id = $2 WHERE district_id = $1', [id, input.stateId]);
    }
    return (await geo.findDistrict(tx, id))!;
  });
}

export function createSchool(ctx: AppContext, viewer: AuthUser, input: SchoolInput) {
  return ctx.db.transaction(async (tx) => {
    assertMayWrite(viewer, 'school', await parentOfSchool(tx, input.districtId));
    await assertNameFree(tx, 'school', input.name);
    return (await geo.findSchool(tx, await geo.insertSchool(tx, input.name, input.districtId)))!;
  });
}

export function updateSchool(ctx: AppContext, viewer: AuthUser, id: number, input: SchoolInput) {
  return ctx.db.transaction(async (tx) => {
    const current = await geo.findSchool(tx, id);
    if (!current) throw notFound();
    assertMayWrite(viewer, 'school', { ...NONE, stateId: current.stateId, districtId: current.districtId });
    const parent = await parentOfSchool(tx, input.districtId);
    assertMayWrite(viewer, 'school', parent);
    await assertNameFree(tx, 'school', input.name, id);
    await geo.updateSchool(tx, id, input.name, input.districtId);
    if (input.districtId !== current.districtId) {
      await tx.query('UPDATE users SET district_id = $2, state_id = $3 WHERE school_id = $1', [id, parent.districtId, parent.stateId]);
    }
    return (await geo.findSchool(tx, id))!;
  });
}

const IN_USE = { state: 'stateHasDistricts', district: 'districtHasSchools', school: 'schoolHasUsers' } as const;

/** Removes a place that nothing live hangs off; otherwise 409 with what to remove first. */
export function removePlace(ctx: AppContext, viewer: AuthUser, kind: geo.PlaceKind, id: number) {
  return ctx.db.transaction(async (tx) => {
    let parent: Place;
    if (kind === 'state') {
      if (!(await geo.findState(tx, id))) throw notFound();
      parent = NONE;
    } else if (kind === 'district') {
      const district = await geo.findDistrict(tx, id);
      if (!district) throw notFound();
      parent = { ...NONE, stateId: district.stateId };
    } else {
      const school = await geo.findSchool(tx, id);
      if (!school) throw notFound();
      parent = { ...NONE, stateId: school.stateId, districtId: school.districtId };
    }
    assertMayWrite(viewer, kind, parent);
    if (await geo.placeInUse(tx, kind, id)) throw conflict(IN_USE[kind], undefined, 'GEO.IN_USE');
    await geo.deletePlace(tx, kind, id);
  });
}
