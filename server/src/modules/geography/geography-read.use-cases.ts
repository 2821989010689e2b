import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';
import * as geo from './geography.repository';

function found<T>(value: T | null): T {
  if (value === null) throw appError('NOT_FOUND');
  return value;
}

/**
 * The public reads of states, districts and schools (sign-up offers them). FindByName: found means
 * taken, 404 available. A list under an unknown parent is 404, as for user lists.
 */
export const listStates = (deps: AppDeps) => geo.listStates(deps.db);
export const findStateNamed = async (deps: AppDeps, name: string) => found(await geo.findStateByName(deps.db, name));
export const getState = async (deps: AppDeps, id: number) => found(await geo.findState(deps.db, id));

export const listDistricts = (deps: AppDeps) => geo.listDistricts(deps.db);
export async function listDistrictsOfState(deps: AppDeps, stateId: number) {
  found(await geo.findState(deps.db, stateId));
  return geo.listDistricts(deps.db, stateId);
}
export const findDistrictNamed = async (deps: AppDeps, name: string) => found(await geo.findDistrictByName(deps.db, name));
export const getDistrict = async (deps: AppDeps, id: number) => found(await geo.findDistrict(deps.db, id));

export const listSchools = (deps: AppDeps) => geo.listSchools(deps.db);
export async function listSchoolsOfDistrict(deps: AppDeps, districtId: number) {
  found(await geo.findDistrict(deps.db, districtId));
  return geo.listSchools(deps.db, { by: 'district', id: districtId });
}
export async function listSchoolsOfState(deps: AppDeps, stateId: number) {
  found(await geo.findState(deps.db, stateId));
  return geo.listSchools(deps.db, { by: 'state', id: stateId });
}
export const findSchoolNamed = async (deps: AppDeps, name: string) => found(await geo.findSchoolByName(deps.db, name));
export const getSchool = async (deps: AppDeps, id: number) => found(await geo.findSchool(deps.db, id));
