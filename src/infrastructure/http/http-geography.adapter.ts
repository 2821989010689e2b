import type { GeographyGateway, PlaceKind } from '@application/ports/geography-gateway.port';
import type { District, School, State } from '@domain/geography/geography.schemas';
import type { ApiClient } from './api-client';
import { availabilityOf } from './availability';

const RESOURCE: Record<PlaceKind, string> = { state: 'State', district: 'District', school: 'School' };

export function createHttpGeographyGateway(api: ApiClient): GeographyGateway {
  return {
    states: () => api.call<State[]>('GET', '/State'),
    districts: (stateId) => api.call<District[]>('GET', stateId ? `/District/GetByStateId/${stateId}` : '/District'),
    schools: (districtId) => api.call<School[]>('GET', districtId ? `/School/GetByDistrictId/${districtId}` : '/School'),
    isNameAvailable: async (kind, name) =>
      availabilityOf(await api.call('GET', `/${RESOURCE[kind]}/FindByName/${encodeURIComponent(name.trim())}`)),
    addState: (input) => api.call<State>('POST', '/State', input),
    updateState: (id, input) => api.call<State>('PUT', `/State/${id}`, input),
    addDistrict: (input) => api.call<District>('POST', '/District', input),
    updateDistrict: (id, input) => api.call<District>('PUT', `/District/${id}`, input),
    addSchool: (input) => api.call<School>('POST', '/School', input),
    updateSchool: (id, input) => api.call<School>('PUT', `/School/${id}`, input),
    remove: (kind, id) => api.call<null>('DELETE', `/${RESOURCE[kind]}/${id}`),
  };
}
