import type { Sql } from '../../db/database';
import { one } from '../../db/database';
import { ROLE_NAMES, type RoleId } from '@domain/identity/role';
import type { UserProfile } from '@domain/identity/user.schemas';

/** A user as managers see it in lists: the profile plus the names of its places. */
export interface UserRecord extends UserProfile {
  readonly stateName: string | null;
  readonly districtName: string | null;
  readonly schoolName: string | null;
}

interface UserRow {
  id: number;
  username: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  second_last_name: string | null;
  email: string | null;
  birth_date: string | null;
  role_id: RoleId;
  state_id: number | null;
  district_id: number | null;
  school_id: number | null;
  state_name: string | null;
  district_name: string | null;
  school_name: string | null;
  text_language: 'en' | 'es';
  audio_language: 'en' | 'es';
  is_sso: boolean;
  last_login_at: Date | null;
}

const SELECT_USER = `
  SELECT u.id, u.username, u.first_name, u.middle_name, u.last_name, u.second_last_name, u.email,
         to_char(u.birth_date, 'YYYY-MM-DD') AS birth_date, u.role_id, u.state_id, u.district_id, u.school_id,
         st.name AS state_name, d.name AS district_name, sc.name AS school_name,
         u.text_language, u.audio_language, u.is_sso, u.last_login_at
    FROM users u
    LEFT JOIN states st ON st.id = u.state_id
    LEFT JOIN districts d ON d.id = u.district_id
    LEFT JOIN schools sc ON sc.id = u.school_id`;

function toRecord(r: UserRow): UserRecord {
  return {
    id: r.id,
    userId: r.id,
    userName: r.username,
    firstName: r.first_name,
    middleName: r.middle_name,
    lastName: r.last_name,
    secondLastName: r.second_last_name,
    email: r.email,
    birthDate: r.birth_date,
    roleId: r.role_id,
    roleName: ROLE_NAMES[r.role_id],
    stateId: r.state_id,
    districtId: r.district_id,
    schoolId: r.school_id,
    stateName: r.state_name,
    districtName: r.district_name,
    schoolName: r.school_name,
    textLanguage: r.text_language,
    audioLanguage: r.audio_language,
    isSso: r.is_sso,
    lastLoginTime: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
  };
}

export async function findUserById(sql: Sql, id: number): Promise<UserRecord | null> {
  const row = await one<UserRow>(sql, `${SELECT_USER} WHERE u.id = $1 AND u.deleted_at IS NULL`, [id]);
  return row ? toRecord(row) : null;
}

export interface Credentials {
  readonly id: number;
  readonly passwordHash: string | null;
}

export async function findCredentials(sql: Sql, username: string): Promise<Credentials | null> {
  return one<Credentials>(
    sql,
    `SELECT id, password_hash AS "passwordHash" FROM users WHERE lower(username) = lower($1) AND deleted_at IS NULL`,
    [username.trim()],
  );
}

/** Usernames stay reserved after removal, so availability looks at removed users too. */
export async function usernameTaken(sql: Sql, username: string, exceptId = 0): Promise<boolean> {
  const row = await one(sql, 'SELECT 1 FROM users WHERE lower(username) = lower($1) AND id <> $2', [username.trim(), exceptId]);
  return row !== null;
}

export async function emailTaken(sql: Sql, email: string, exceptId = 0): Promise<boolean> {
  const row = await one(sql, 'SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [email.trim(), exceptId]);
  return row !== null;
}

export interface NewUser {
  readonly username: string;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly middleName: string | null;
  readonly lastName: string;
  readonly secondLastName: string | null;
  readonly email: string | null;
  readonly birthDate: string | null;
  readonly roleId: RoleId;
  readonly stateId: number | null;
  readonly districtId: number | null;
  readonly schoolId: number | null;
}

export async function insertUser(sql: Sql, user: NewUser): Promise<number> {
  const row = await one<{ id: number }>(
    sql,
    `INSERT INTO users (username, password_hash, first_name, middle_name, last_name, second_last_name, email,
                        birth_date, role_id, state_id, district_id, school_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      user.username.trim(),
      user.passwordHash,
      user.firstName,
      user.middleName,
      user.lastName,
      user.secondLastName,
      user.email,
      user.birthDate,
      user.roleId,
      user.stateId,
      user.districtId,
      user.schoolId,
    ],
  );
  return row!.id;
}

export interface UserChanges extends Omit<NewUser, 'passwordHash'> {
  readonly passwordHash: string | null;
}

export async function updateUser(sql: Sql, id: number, changes: UserChanges): Promise<void> {
  await sql.query(
    `UPDATE users SET username = $2, first_name = $3, middle_name = $4, last_name = $5, second_last_name = $6,
            email = $7, birth_date = $8, role_id = $9, state_id = $10, district_id = $11, school_id = $12,
            password_hash = COALESCE($13, password_hash)
      WHERE id = $1 AND deleted_at IS NULL`,
    [
      id,
      changes.username.trim(),
      changes.firstName,
      changes.middleName,
      changes.lastName,
      changes.secondLastName,
      changes.email,
      changes.birthDate,
      changes.roleId,
      changes.stateId,
      changes.districtId,
      changes.schoolId,
      changes.passwordHash,
    ],
  );
}

export async function setPasswordHash(sql: Sql, id: number, passwordHash: string): Promise<void> {
  await sql.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
}

export async function softDeleteUser(sql: Sql, id: number): Promise<void> {
  await sql.query('UPDATE users SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL', [id]);
}

export async function touchLastLogin(sql: Sql, id: number): Promise<void> {
  await sql.query('UPDATE users SET last_login_at = now() WHERE id = $1', [id]);
}

export type UserListFilter =
  | { readonly by: 'all' }
  | { readonly by: 'state' | 'district' | 'school'; readonly id: number };

/** Users of the given roles in a place, newest first. */
export async function listUsers(sql: Sql, filter: UserListFilter, roles: readonly RoleId[]): Promise<UserRecord[]> {
  const column = filter.by === 'all' ? null : `u.${filter.by}_id`;
  const params: unknown[] = [roles];
  let where = 'u.deleted_at IS NULL AND u.role_id = ANY($1::smallint[])';
  if (column && filter.by !== 'all') {
    params.push(filter.id);
    where += ` AND ${column} = $2`;
  }
  const rows = await sql.query<UserRow>(`${SELECT_USER} WHERE ${where} ORDER BY u.last_name, u.first_name, u.id`, params);
  return rows.map(toRecord);
}

export async function findUserByEmail(sql: Sql, email: string): Promise<{ id: number; email: string } | null> {
  return one(sql, 'SELECT id, email FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL', [email.trim()]);
}

export async function setLanguages(sql: Sql, id: number, text: 'en' | 'es' | null, audio: 'en' | 'es' | null): Promise<void> {
  await sql.query(
    'UPDATE users SET text_language = COALESCE($2, text_language), audio_language = COALESCE($3, audio_language) WHERE id = $1',
    [id, text, audio],
  );
}

/** Users placed in a district follow it when it moves to another state. */
export async function moveUsersOfDistrict(sql: Sql, districtId: number, stateId: number): Promise<void> {
  await sql.query('UPDATE users SET state_id = $2 WHERE district_id = $1', [districtId, stateId]);
}

/** Users placed in a school follow it when it moves to another district. */
export async function moveUsersOfSchool(sql: Sql, schoolId: number, districtId: number, stateId: number): Promise<void> {
  await sql.query('UPDATE users SET district_id = $2, state_id = $3 WHERE school_id = $1', [schoolId, districtId, stateId]);
}

/** "First Last", as notifications name a person (empty when the user is unknown). */
export async function findFullName(sql: Sql, userId: number): Promise<string | null> {
  const row = await one<{ name: string }>(sql, `SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1`, [userId]);
  return row?.name ?? null;
}
