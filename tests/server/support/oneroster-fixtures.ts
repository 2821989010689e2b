import { ONEROSTER_FILES, type RosterFileKey } from '@domain/roster-sync/oneroster-files';
import type { RosterImportJob } from '@domain/roster-sync/oneroster.schemas';
import { waitFor } from '../../support/wait-for';
import type { TestServer } from './test-server';
import { uploadWorkbook, zipOf } from './vocabulary-workbooks';

/*
 * OneRoster 1.2 CSV packages built in the test (issue 16): a small district's bulk files, changed
 * row by row where a test needs it, zipped with the vocabulary tests' zip writer.
 */

export type Row = Record<string, string>;
export type RosterRows = Partial<Record<RosterFileKey, Row[]>>;

const T = '2026-09-01T00:00:00.000Z';

/** Lakeside: a district, a school, a class taught by one teacher to two students, and a guardian. */
export function lakesideRows(): RosterRows {
  return {
    orgs: [
      { sourcedId: 'd-lake', status: 'active', dateLastModified: T, name: 'Lakeside ISD', type: 'district', identifier: 'LISD' },
      { sourcedId: 's-lake', status: 'active', dateLastModified: T, name: 'Lakeside Middle School', type: 'school', parentSourcedId: 'd-lake' },
    ],
    academicSessions: [{ sourcedId: 'term-1', title: 'Fall 2026', type: 'term', startDate: '2026-08-15', endDate: '2026-12-18', schoolYear: '2027' }],
    courses: [{ sourcedId: 'c-hist', title: 'World History', orgSourcedId: 'd-lake', grades: '07' }],
    classes: [
      { sourcedId: 'k-hist', title: 'World History 7, Period 3', courseSourcedId: 'c-hist', classType: 'scheduled', schoolSourcedId: 's-lake', termSourcedIds: 'term-1', periods: '3' },
    ],
    users: [
      { sourcedId: 'u-teach', enabledUser: 'true', username: 'l.teacher', givenName: 'Lena', familyName: 'Lake', email: 'lena.lake@lakeside.example' },
      { sourcedId: 'u-stu1', enabledUser: 'true', username: 'sam.shore', givenName: 'Sam', familyName: 'Shore' },
      { sourcedId: 'u-stu2', enabledUser: 'true', username: 'ria', givenName: 'Ría', familyName: 'Núñez', middleName: 'Luz' },
      { sourcedId: 'u-guard', enabledUser: 'true', username: 'g.shore', givenName: 'Gail', familyName: 'Shore' },
    ],
    roles: [
      { sourcedId: 'r-teach', userSourcedId: 'u-teach', roleType: 'primary', role: 'teacher', orgSourcedId: 's-lake' },
      { sourcedId: 'r-stu1', userSourcedId: 'u-stu1', roleType: 'primary', role: 'student', orgSourcedId: 's-lake' },
      { sourcedId: 'r-stu2', userSourcedId: 'u-stu2', roleType: 'primary', role: 'student', orgSourcedId: 's-lake' },
      { sourcedId: 'r-guard', userSourcedId: 'u-guard', roleType: 'primary', role: 'guardian', orgSourcedId: 's-lake' },
    ],
    enrollments: [
      { sourcedId: 'e-teach', classSourcedId: 'k-hist', schoolSourcedId: 's-lake', userSourcedId: 'u-teach', role: 'teacher', primary: 'true' },
      { sourcedId: 'e-stu1', classSourcedId: 'k-hist', schoolSourcedId: 's-lake', userSourcedId: 'u-stu1', role: 'student' },
      { sourcedId: 'e-stu2', classSourcedId: 'k-hist', schoolSourcedId: 's-lake', userSourcedId: 'u-stu2', role: 'student' },
    ],
    demographics: [{ sourcedId: 'u-stu1', birthDate: '2013-04-02', sex: 'male' }],
  };
}

/** A CSV field, quoted when it must be. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A file's CSV: the standard's header (or the one given) and each row's values in its order. */
export function csvOf(key: RosterFileKey, rows: readonly Row[], header: readonly string[] = ONEROSTER_FILES[key].columns.map(([name]) => name)): string {
  return [header, ...rows.map((row) => header.map((column) => row[column] ?? ''))].map((line) => line.map(field).join(',')).join('\r\n') + '\r\n';
}

/** The manifest of a package: every file in `modes` as given, the rest absent. */
export function manifestOf(modes: Partial<Record<RosterFileKey, 'bulk' | 'delta'>>, version = '1.2'): string {
  const files = Object.keys(ONEROSTER_FILES).map((key) => `file.${key},${modes[key as RosterFileKey] ?? 'absent'}`);
  return ['propertyName,value', 'manifest.version,1.0', `oneroster.version,${version}`, ...files, 'source.systemName,Lakeside SIS'].join('\r\n') + '\r\n';
}

/** A zip of these files: the manifest names each file of `rows` in `mode`; `extra` adds or replaces files by name. */
export function rosterZip(rows: RosterRows, mode: 'bulk' | 'delta' = 'bulk', extra: Record<string, string | Buffer> = {}): Buffer {
  const keys = Object.keys(rows) as RosterFileKey[];
  const parts: Record<string, Buffer> = { 'manifest.csv': Buffer.from(manifestOf(Object.fromEntries(keys.map((k) => [k, mode])))) };
  for (const key of keys) parts[ONEROSTER_FILES[key].fileName] = Buffer.from(csvOf(key, rows[key]!));
  for (const [name, content] of Object.entries(extra)) parts[name] = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return zipOf(parts);
}

/** `POST oneroster/import` with one zip part, as the browser's FormData sends it. */
export const uploadRoster = (server: TestServer, token: string | null, query: string, zip: Buffer) =>
  uploadWorkbook(server, token, `/api/oneroster/import${query}`, zip, 'lakeside.zip');

/** Waits until the job has ended and answers it as the admin reads it. */
export async function finishedJob(server: TestServer, token: string, jobId: number): Promise<RosterImportJob> {
  return waitFor(
    async () => {
      const res = await server.call<RosterImportJob>('GET', `/api/oneroster/import/${jobId}`, { token });
      const job = res.body.data;
      return job && (job.status === 'done' || job.status === 'failed') ? job : null;
    },
    { what: `oneroster import ${jobId} to end`, timeoutMs: 20_000 },
  );
}
