import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { District, DistrictInput, School, SchoolInput, State, StateInput } from '@domain/geography/geography.schemas';
import type { PlaceKind, PlaceUseCases, SchoolsIn } from '@application/places/place.use-cases';
import { useServices } from '../app/services-context';
import { dataOf, savedOf } from '../app/server-state/api-result-query';
import { userKeys } from '../management/management.queries';

/** States, districts and schools: every key the place lists and pickers read (invalidate through these). */
export const placeKeys = {
  all: ['places'] as const,
  states: () => [...placeKeys.all, 'states'] as const,
  districts: () => [...placeKeys.all, 'districts'] as const,
  districtsOf: (stateId: number | null) => [...placeKeys.districts(), { stateId }] as const,
  schools: () => [...placeKeys.all, 'schools'] as const,
  schoolsIn: (where: SchoolsIn) => [...placeKeys.schools(), { stateId: where.stateId ?? null, districtId: where.districtId ?? null }] as const,
  nameAvailable: (kind: PlaceKind, name: string) => [...placeKeys.all, 'name-available', kind, name] as const,
};

export const placeQueries = {
  states: (places: PlaceUseCases) => queryOptions({ queryKey: placeKeys.states(), queryFn: () => dataOf(places.listStates()) }),
  /** Every district (null), or one state's. */
  districts: (places: PlaceUseCases, stateId: number | null) =>
    queryOptions({ queryKey: placeKeys.districtsOf(stateId), queryFn: () => dataOf(places.listDistricts(stateId)) }),
  schools: (places: PlaceUseCases, where: SchoolsIn) => queryOptions({ queryKey: placeKeys.schoolsIn(where), queryFn: () => dataOf(places.listSchools(where)) }),
  /** Asked on blur; never reused, since anyone may take the name meanwhile. */
  nameAvailable: (places: PlaceUseCases, kind: PlaceKind, name: string) =>
    queryOptions({ queryKey: placeKeys.nameAvailable(kind, name), queryFn: () => dataOf(places.isPlaceNameAvailable(kind, name)), staleTime: 0, gcTime: 0 }),
};

/** Which lists a change of a place makes stale: its own kind's, the users' place names, and a district's move of its schools. */
const STALE_AFTER: Record<PlaceKind, { readonly added: readonly (readonly unknown[])[]; readonly edited: readonly (readonly unknown[])[]; readonly removed: readonly (readonly unknown[])[] }> = {
  state: { added: [placeKeys.states()], edited: [placeKeys.states(), userKeys.all], removed: [placeKeys.states()] },
  district: { added: [placeKeys.districts()], edited: [placeKeys.districts(), placeKeys.schools(), userKeys.all], removed: [placeKeys.districts()] },
  school: { added: [placeKeys.schools()], edited: [placeKeys.schools(), userKeys.all], removed: [placeKeys.schools()] },
};

type Change = 'added' | 'edited' | 'removed';

/** A mutation of places that invalidates what it changed once it succeeds. */
function usePlaceMutation<V, T>(kind: PlaceKind, change: (variables: V) => Change, save: (places: PlaceUseCases, variables: V) => Promise<T>) {
  const { places } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => save(places, variables),
    onSuccess: (_saved, variables) => Promise.all(STALE_AFTER[kind][change(variables)].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/** Adds a place (no id) or edits it (with its id). */
type Save<I> = { readonly id: number | null; readonly input: I };
const addedOrEdited = ({ id }: Save<unknown>): Change => (id === null ? 'added' : 'edited');

export const useSaveState = () =>
  usePlaceMutation('state', addedOrEdited, (places, { id, input }: Save<StateInput>) =>
    savedOf<State>(id === null ? places.addState(input) : places.editState(id, input)),
  );
export const useSaveDistrict = () =>
  usePlaceMutation('district', addedOrEdited, (places, { id, input }: Save<DistrictInput>) =>
    savedOf<District>(id === null ? places.addDistrict(input) : places.editDistrict(id, input)),
  );
export const useSaveSchool = () =>
  usePlaceMutation('school', addedOrEdited, (places, { id, input }: Save<SchoolInput>) =>
    savedOf<School>(id === null ? places.addSchool(input) : places.editSchool(id, input)),
  );
export const useRemovePlace = (kind: PlaceKind) =>
  usePlaceMutation(kind, () => 'removed', (places, place: { readonly id: number }) => savedOf(places.removePlace(kind, place.id)));
