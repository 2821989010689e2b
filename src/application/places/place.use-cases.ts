import type { District, DistrictInput, School, SchoolInput, State, StateInput } from '@domain/geography/geography.schemas';
import type { ApiResult } from '../ports/api-result';
import type { GeographyGateway, PlaceKind } from '../ports/geography-gateway.port';

export type { PlaceKind } from '../ports/geography-gateway.port';

/** Which schools a list holds: all, a state's or a district's. */
export type SchoolsIn = { readonly stateId?: number | null; readonly districtId?: number | null };

/** What a manager does with states, districts and schools (api-spec §7.12), and the place pickers' lists. */
export interface PlaceUseCases {
  listStates(): Promise<ApiResult<State[]>>;
  /** Every district, or those of one state. */
  listDistricts(stateId?: number | null): Promise<ApiResult<District[]>>;
  /** Every school, or those of one district, or of one state. */
  listSchools(where?: SchoolsIn): Promise<ApiResult<School[]>>;
  /** True when no place of the kind carries the name (any case). */
  isPlaceNameAvailable(kind: PlaceKind, name: string): Promise<ApiResult<boolean>>;
  addState(input: StateInput): Promise<ApiResult<State>>;
  editState(stateId: number, input: StateInput): Promise<ApiResult<State>>;
  addDistrict(input: DistrictInput): Promise<ApiResult<District>>;
  editDistrict(districtId: number, input: DistrictInput): Promise<ApiResult<District>>;
  addSchool(input: SchoolInput): Promise<ApiResult<School>>;
  editSchool(schoolId: number, input: SchoolInput): Promise<ApiResult<School>>;
  /** Refused (409) while the place still holds districts, schools, users or classrooms. */
  removePlace(kind: PlaceKind, placeId: number): Promise<ApiResult<null>>;
}

export function createPlaceUseCases(geography: GeographyGateway): PlaceUseCases {
  return {
    listStates: () => geography.states(),
    listDistricts: (stateId) => geography.districts(stateId ?? undefined),
    listSchools: async ({ stateId, districtId } = {}) => {
      if (districtId) return geography.schools(districtId);
      const all = await geography.schools();
      // The server lists schools by district only; a state's are its districts' schools.
      return stateId && all.ok ? { ...all, data: all.data.filter((school) => school.stateId === stateId) } : all;
    },
    isPlaceNameAvailable: (kind, name) => geography.isNameAvailable(kind, name),
    addState: (input) => geography.addState(input),
    editState: (stateId, input) => geography.updateState(stateId, input),
    addDistrict: (input) => geography.addDistrict(input),
    editDistrict: (districtId, input) => geography.updateDistrict(districtId, input),
    addSchool: (input) => geography.addSchool(input),
    editSchool: (schoolId, input) => geography.updateSchool(schoolId, input),
    removePlace: (kind, placeId) => geography.remove(kind, placeId),
  };
}
