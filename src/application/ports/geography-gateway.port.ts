import type { District, DistrictInput, School, SchoolInput, State, StateInput } from '@domain/geography/geography.schemas';
import type { ApiResult } from './api-result';

export type PlaceKind = 'state' | 'district' | 'school';

/** States, districts and schools (api-spec §7.12). */
export interface GeographyGateway {
  states(): Promise<ApiResult<State[]>>;
  districts(stateId?: number): Promise<ApiResult<District[]>>;
  schools(districtId?: number): Promise<ApiResult<School[]>>;
  /** FindByName: true when no record carries the name (found = taken). */
  isNameAvailable(kind: PlaceKind, name: string): Promise<ApiResult<boolean>>;
  addState(input: StateInput): Promise<ApiResult<State>>;
  updateState(id: number, input: StateInput): Promise<ApiResult<State>>;
  addDistrict(input: DistrictInput): Promise<ApiResult<District>>;
  updateDistrict(id: number, input: DistrictInput): Promise<ApiResult<District>>;
  addSchool(input: SchoolInput): Promise<ApiResult<School>>;
  updateSchool(id: number, input: SchoolInput): Promise<ApiResult<School>>;
  remove(kind: PlaceKind, id: number): Promise<ApiResult<null>>;
}
export const GeographyGateway = Symbol.for('GeographyGateway');
