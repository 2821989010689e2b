import type { Sql } from '../../db/database';
import { one } from '../../db/database';
import type { District, School, State } from '@domain/geography/geography.schemas';

export type PlaceKind = 'state' | 'district' | 'school';

const SELECT = {
  state: 'SELECT id, name, abbreviation FROM states',
  district: 'SELECT id, name, state_id AS "stateId" FROM districts',
  school: `SELECT s.id, s.name, s.district_id AS "districtId", d.state_id AS "stateId"
             FROM schools s JOIN districts d ON d.id = s.district_id`,
} as const;

export const listStates = (sql: Sql) => sql.query<State>(`${SELECT.state} ORDER BY name`);
export const findState = (sql: Sql, id: number) => one<State>(sql, `${SELECT.state} WHERE id = $1`, [id]);
export const findStateByName = (sql: Sql, name: string) =>
  one<State>(sql, `${SELECT.state} WHERE lower(name) = lower($1)`, [name.trim()]);

export const listDistricts = (sql: Sql, stateId?: number) =>
  stateId === undefined
    ? sql.query<District>(`${SELECT.district} ORDER BY name`)
    : sql.query<District>(`${SELECT.district} WHERE state_id = $1 ORDER BY name`, [stateId]);
export const findDistrict = (sql: Sql, id: number) => one<District>(sql, `${SELECT.district} WHERE id = $1`, [id]);
export const findDistrictByName = (sql: Sql, name: string) =>
  one<District>(sql, `${SELECT.district} WHERE lower(name) = lower($1)`, [name.trim()]);

export function listSchools(sql: Sql, filter?: { by: 'district' | 'state'; id: number }): Promise<School[]> {
  if (!filter) return sql.query<School>(`${SELECT.school} ORDER BY s.name`);
  const column = filter.by === 'district' ? 's.district_id' : 'd.state_id';
  return sql.query<School>(`${SELECT.school} WHERE ${column} = $1 ORDER BY s.name`, [filter.id]);
}
export const findSchool = (sql: Sql, id: number) => one<School>(sql, `${SELECT.school} WHERE s.id = $1`, [id]);
export const findSchoolByName = (sql: Sql, name: string) =>
  one<School>(sql, `${SELECT.school} WHERE lower(s.name) = lower($1)`, [name.trim()]);

/** True when another record of the kind already carries the name (names are unique, any case). */
export async function placeNameTaken(sql: Sql, kind: PlaceKind, name: string, exceptId = 0): Promise<boolean> {
  const table = { state: 'states', district: 'districts', school: 'schools' }[kind];
  return (await one(sql, `SELECT 1 FROM ${table} WHERE lower(name) = lower($1) AND id <> $2`, [name.trim(), exceptId])) !== null;
}

export async function insertState(sql: Sql, name: string, abbreviation: string): Promise<State> {
  return (await one<State>(sql, 'INSERT INTO states (name, abbreviation) VALUES ($1, $2) RETURNING id, name, abbreviation', [
    name.trim(),
    abbreviation,
  ]))!;
}
export async function updateState(sql: Sql, id: number, name: string, abbreviation: string): Promise<void> {
  await sql.query('UPDATE states SET name = $2, abbreviation = $3 WHERE id = $1', [id, name.trim(), abbreviation]);
}
export async function insertDistrict(sql: Sql, name: string, stateId: number): Promise<District> {
  return (await one<District>(
    sql,
    'INSERT INTO districts (name, state_id) VALUES ($1, $2) RETURNING id, name, state_id AS "stateId"',
    [name.trim(), stateId],
  ))!;
}
export async function updateDistrict(sql: Sql, id: number, name: string, stateId: number): Promise<void> {
  await sql.query('UPDATE districts SET name = $2, state_id = $3 WHERE id = $1', [id, name.trim(), stateId]);
}
export async function insertSchool(sql: Sql, name: string, districtId: number): Promise<number> {
  return (await one<{ id: number }>(sql, 'INSERT INTO schools (name, district_id) VALUES ($1, $2) RETURNING id', [
    name.trim(),
    districtId,
  ]))!.id;
}
export async function updateSchool(sql: Sql, id: number, name: string, districtId: number): Promise<void> {
  await sql.query('UPDATE schools SET name = $2, district_id = $3 WHERE id = $1', [id, name.trim(), districtId]);
}

/** Whether anything still hangs off a place (children, users or classrooms), which blocks its removal. */
export async function placeInUse(sql: Sql, kind: PlaceKind, id: number): Promise<boolean> {
  const checks: Record<PlaceKind, string> = {
    state: `SELECT 1 FROM districts WHERE state_id = $1 UNION ALL SELECT 1 FROM users WHERE state_id = $1 AND deleted_at IS NULL LIMIT 1`,
    district: `SELECT 1 FROM schools WHERE district_id = $1 UNION ALL SELECT 1 FROM users WHERE district_id = $1 AND deleted_at IS NULL LIMIT 1`,
    school: `SELECT 1 FROM users WHERE school_id = $1 AND deleted_at IS NULL
             UNION ALL SELECT 1 FROM classrooms WHERE school_id = $1 AND deleted_at IS NULL LIMIT 1`,
  };
  return (await one(sql, checks[kind], [id])) !== null;
}

/**
 * Removes a place. Removed users keep their (historical) references, so those are cleared first;
 * callers check `placeInUse` for live ones.
 */
export async function deletePlace(sql: Sql, kind: PlaceKind, id: number): Promise<void> {
  const column = `${kind}_id`;
  await sql.query(`UPDATE users SET ${column} = NULL WHERE ${column} = $1 AND deleted_at IS NOT NULL`, [id]);
  if (kind === 'school') {
    await sql.query(
      `DELETE FROM classroom_students WHERE classroom_id IN (SELECT id FROM classrooms WHERE school_id = $1 AND deleted_at IS NOT NULL)`,
      [id],
    );
    await sql.query('DELETE FROM classrooms WHERE school_id = $1 AND deleted_at IS NOT NULL', [id]);
  }
  const table = { state: 'states', district: 'districts', school: 'schools' }[kind];
  await sql.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
}
