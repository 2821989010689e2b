import type { GeographyGateway, PlaceKind } from '@application/ports/geography-gateway.port';
import type { District, School, State } from '@domain/geography/geography.schemas';
import type { MessageKey } from '@domain/shared/messages';
import { answered, refused, sameName } from './in-memory-answers';

export interface InMemoryPlaces {
  readonly states?: readonly State[];
  readonly districts?: readonly District[];
  readonly schools?: readonly School[];
}

/** The geography port over places held in memory (tests only; the app binds the HTTP adapter). */
export interface InMemoryGeography extends GeographyGateway {
  /** What the twin holds now. */
  places(): Required<InMemoryPlaces>;
}

const SAVED: Record<PlaceKind, { added: MessageKey; updated: MessageKey; removed: MessageKey; inUse: MessageKey }> = {
  state: { added: 'stateAdded', updated: 'stateUpdated', removed: 'stateRemoved', inUse: 'stateHasDistricts' },
  district: { added: 'districtAdded', updated: 'districtUpdated', removed: 'districtRemoved', inUse: 'districtHasSchools' },
  school: { added: 'schoolAdded', updated: 'schoolUpdated', removed: 'schoolRemoved', inUse: 'schoolHasUsers' },
};

/**
 * Same port, same rules as the server where they are the port's own: names unique per kind (any
 * case), a place holding others cannot be removed, a school's state is its district's.
 */
export function createInMemoryGeography(initial: InMemoryPlaces = {}): InMemoryGeography {
  let states = [...(initial.states ?? [])];
  let districts = [...(initial.districts ?? [])];
  let schools = [...(initial.schools ?? [])];
  const nextId = (records: readonly { id: number }[]) => Math.max(0, ...records.map((r) => r.id)) + 1;
  const named = (kind: PlaceKind): readonly { id: number; name: string }[] => (kind === 'state' ? states : kind === 'district' ? districts : schools);
  const taken = (kind: PlaceKind, name: string, exceptId = 0) => named(kind).some((p) => p.id !== exceptId && sameName(p.name, name));
  const nameTaken = () => refused(409, 'GEO.NAME_TAKEN', 'nameInUse', 'name');
  const stateOf = (districtId: number) => districts.find((d) => d.id === districtId)?.stateId;

  return {
    places: () => ({ states, districts, schools }),
    states: async () => answered(states),
    districts: async (stateId) => answered(stateId ? districts.filter((d) => d.stateId === stateId) : districts),
    schools: async (districtId) => answered(districtId ? schools.filter((s) => s.districtId === districtId) : schools),
    isNameAvailable: async (kind, name) => answered(!taken(kind, name)),
    addState: async (input) => {
      if (taken('state', input.name)) return nameTaken();
      const state = { id: nextId(states), ...input };
      states = [...states, state];
      return answered(state, SAVED.state.added);
    },
    updateState: async (id, input) => {
      if (taken('state', input.name, id)) return nameTaken();
      const state = { id, ...input };
      states = states.map((s) => (s.id === id ? state : s));
      return answered(state, SAVED.state.updated);
    },
    addDistrict: async (input) => {
      if (taken('district', input.name)) return nameTaken();
      const district = { id: nextId(districts), ...input };
      districts = [...districts, district];
      return answered(district, SAVED.district.added);
    },
    updateDistrict: async (id, input) => {
      if (taken('district', input.name, id)) return nameTaken();
      const district = { id, ...input };
      districts = districts.map((d) => (d.id === id ? district : d));
      schools = schools.map((s) => (s.districtId === id ? { ...s, stateId: input.stateId } : s));
      return answered(district, SAVED.district.updated);
    },
    addSchool: async (input) => {
      if (taken('school', input.name)) return nameTaken();
      const school = { id: nextId(schools), ...input, stateId: stateOf(input.districtId) ?? 0 };
      schools = [...schools, school];
      return answered(school, SAVED.school.added);
    },
    updateSchool: async (id, input) => {
      if (taken('school', input.name, id)) return nameTaken();
      const school = { id, ...input, stateId: stateOf(input.districtId) ?? 0 };
      schools = schools.map((s) => (s.id === id ? school : s));
      return answered(school, SAVED.school.updated);
    },
    remove: async (kind, id) => {
      const inUse = kind === 'state' ? districts.some((d) => d.stateId === id) : kind === 'district' ? schools.some((s) => s.districtId === id) : false;
      if (inUse) return refused(409, 'GEO.IN_USE', SAVED[kind].inUse);
      if (kind === 'state') states = states.filter((s) => s.id !== id);
      if (kind === 'district') districts = districts.filter((d) => d.id !== id);
      if (kind === 'school') schools = schools.filter((s) => s.id !== id);
      return answered(null, SAVED[kind].removed);
    },
  };
}
