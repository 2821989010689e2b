import { one, type Sql } from '../../db/database';

/**
 * The back office's writes on units (issue 14). Every save of a unit raises its draft version; a save
 * names the version it started from and changes nothing when the unit has moved on (the caller
 * answers 409). Writes that renumber the course lock every live unit first, in course order, so two
 * moves never interleave.
 */

export interface LiveUnit {
  readonly id: number;
  readonly sortOrder: number;
  readonly number: number;
  readonly unitTypeId: number;
  readonly belongsTo: string;
  readonly publishedVersion: number | null;
}

/**
 * The course's list of units, held until the transaction ends: the changes that add, remove or reorder
 * units take it first, and a course publish takes it to publish one list from start to end.
 */
export async function lockUnitList(sql: Sql): Promise<void> {
  await sql.query(`SELECT pg_advisory_xact_lock(hashtext('course_units'))`);
}

/**
 * Every live unit in course order, locked until the transaction ends. The course-wide lock comes
 * first, in its own statement: a unit another writer added just before is then in the list read here
 * (a row lock alone would not show it, the list being read before the wait).
 */
export async function lockLiveUnits(sql: Sql): Promise<LiveUnit[]> {
  await lockUnitList(sql);
  return sql.query<LiveUnit>(
    `SELECT id, sort_order AS "sortOrder", number, unit_type_id AS "unitTypeId", belongs_to AS "belongsTo",
            published_draft_version AS "publishedVersion"
       FROM units WHERE deleted_at IS NULL ORDER BY sort_order, id FOR NO KEY UPDATE`,
  );
}

export interface UnitPlacement {
  readonly id: number;
  readonly order: number;
  readonly number: number;
  /** Whether the move changes what students would read of it (its draft version goes up). */
  readonly raise: boolean;
}

/** Writes units' positions and numbers in one statement. */
export async function placeUnits(sql: Sql, placements: readonly UnitPlacement[]): Promise<void> {
  if (placements.length === 0) return;
  await sql.query(
    `UPDATE units u SET sort_order = v.ord, number = v.num,
            draft_version = u.draft_version + CASE WHEN v.raise THEN 1 ELSE 0 END, updated_at = now()
       FROM unnest($1::int[], $2::int[], $3::int[], $4::boolean[]) AS v(id, ord, num, raise)
      WHERE u.id = v.id`,
    [placements.map((p) => p.id), placements.map((p) => p.order), placements.map((p) => p.number), placements.map((p) => p.raise)],
  );
}

export interface UnitTextIds {
  readonly nameId: number;
  readonly acronymId: number | null;
}

/**
 * Raises a live unit's draft version when it is still `fromVersion`; answers its text ids, or null
 * when the unit is at another version, removed or unknown (nothing changed then).
 */
export function raiseUnitVersionFrom(sql: Sql, unitId: number, fromVersion: number): Promise<UnitTextIds | null> {
  return one<UnitTextIds>(
    sql,
    `UPDATE units SET draft_version = draft_version + 1, updated_at = now()
      WHERE id = $1 AND draft_version = $2 AND deleted_at IS NULL
      RETURNING name_id AS "nameId", special_unit_acronym_id AS "acronymId"`,
    [unitId, fromVersion],
  );
}

/** Raises a unit's draft version whatever it is (its lesson list changed). */
export async function raiseUnitVersion(sql: Sql, unitId: number): Promise<void> {
  await sql.query('UPDATE units SET draft_version = draft_version + 1, updated_at = now() WHERE id = $1', [unitId]);
}

export async function setUnitBelongsTo(sql: Sql, unitId: number, belongsTo: string): Promise<void> {
  await sql.query('UPDATE units SET belongs_to = $2 WHERE id = $1', [unitId, belongsTo]);
}

export async function setUnitAcronymId(sql: Sql, unitId: number, acronymId: number | null): Promise<void> {
  await sql.query('UPDATE units SET special_unit_acronym_id = $2 WHERE id = $1', [unitId, acronymId]);
}

/** Removes a unit (soft: its rows stay for the records that name them). */
export async function markUnitRemoved(sql: Sql, unitId: number): Promise<void> {
  await sql.query('UPDATE units SET deleted_at = now(), updated_at = now() WHERE id = $1', [unitId]);
}

export interface LockedUnit {
  readonly id: number;
  readonly unitTypeId: number;
}

/** A live unit, locked until the transaction ends (its lesson list is about to change); null when unknown or removed. */
export function lockLiveUnit(sql: Sql, unitId: number): Promise<LockedUnit | null> {
  return one<LockedUnit>(sql, 'SELECT id, unit_type_id AS "unitTypeId" FROM units WHERE id = $1 AND deleted_at IS NULL FOR NO KEY UPDATE', [unitId]);
}

/** Rewrites a stored bilingual value in place (names and titles belong to one item each). */
export async function updateBilingualValue(sql: Sql, valueId: number, text: { readonly en: string; readonly es: string }): Promise<void> {
  await sql.query('UPDATE bilingual_values SET en = $2, es = $3 WHERE id = $1', [valueId, text.en.trim(), text.es.trim()]);
}
