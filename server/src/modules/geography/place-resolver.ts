import type { Sql } from '../../db/database';
import type { Place } from '@domain/identity/scope';
import type { PlaceLevel } from '@domain/identity/user.schemas';
import { appError } from '../../http/app-error';
import { findDistrict, findSchool, findState } from './geography.repository';

const missing = (field: string) => appError('VALIDATION', { fields: [{ field, message: 'optionRequired' }] });
const mismatch = (field: string) => appError('VALIDATION', { fields: [{ field, message: 'placeMismatch' }] });

/**
 * Completes a place from its most specific id required by the role's level and checks that the
 * ids the client sent agree with the database (a school belongs to one district and state).
 */
export async function resolvePlace(sql: Sql, given: Partial<Place>, level: PlaceLevel): Promise<Place> {
  if (level === 'none') return { stateId: null, districtId: null, schoolId: null };
  if (level === 'school') {
    const school = given.schoolId ? await findSchool(sql, given.schoolId) : null;
    if (!school) throw missing('schoolId');
    if (given.districtId && given.districtId !== school.districtId) throw mismatch('districtId');
    if (given.stateId && given.stateId !== school.stateId) throw mismatch('stateId');
    return { stateId: school.stateId, districtId: school.districtId, schoolId: school.id };
  }
  if (level === 'district') {
    const district = given.districtId ? await findDistrict(sql, given.districtId) : null;
    if (!district) throw missing('districtId');
    if (given.stateId && given.stateId !== district.stateId) throw mismatch('stateId');
    return { stateId: district.stateId, districtId: district.id, schoolId: null };
  }
  const state = given.stateId ? await findState(sql, given.stateId) : null;
  if (!state) throw missing('stateId');
  return { stateId: state.id, districtId: null, schoolId: null };
}
