import type { FoundProblem, RosterFiles, RosterRecord } from '../oneroster-package';
import type { EdlinkGraph, EdlinkPerson } from './edlink-records';

/*
 * Edlink's graph as the OneRoster apply reads it (issue 16): schools become orgs under the
 * integration's district, people with a teacher or student role become users with their roles,
 * classes and enrollments stay what they are. Every id is prefixed `edlink:` so Edlink records and
 * OneRoster sourcedIds share oneroster_links without ever colliding, and a second sync of the same
 * graph matches every record and changes nothing.
 */

export const EDLINK_ID_PREFIX = 'edlink:';
export const linkIdOf = (edlinkId: string): string => `${EDLINK_ID_PREFIX}${edlinkId}`;

const TEACHING_ROLES = new Set(['teacher', 'student']);

/** A record of the synthetic files: the row is the record's position in Edlink's list (1-based). */
const record = (row: number, fields: Record<string, string>): RosterRecord => ({ row, fields });

/** The file each synthetic record comes from, named back as Edlink's resource in a problem. */
const RESOURCE_OF: Record<string, string> = {
  'orgs.csv': 'schools',
  'users.csv': 'people',
  'roles.csv': 'people',
  'classes.csv': 'classes',
  'enrollments.csv': 'enrollments',
};

/** A problem of the apply, told in Edlink's words: the resource and the record's position in it. */
export const edlinkProblem = (problem: FoundProblem): FoundProblem => ({ ...problem, file: RESOURCE_OF[problem.file] ?? problem.file });

/** A person's username seed: their name as letters (Edlink has no usernames); usernameBase cuts and pads it. */
function usernameOf(person: EdlinkPerson): string {
  return `${person.first_name ?? ''}${person.last_name ?? ''}` || (person.email?.split('@')[0] ?? '');
}

/** Student enrollments the platform has from earlier syncs: (class link id, person link id). */
export interface KnownEnrollment {
  readonly classSourcedId: string;
  readonly userSourcedId: string;
}

/**
 * The graph as OneRoster files. `known` are the student enrollments earlier syncs made in this
 * graph's classes: one the graph no longer has (or has ended) is written `tobedeleted`, so the
 * student leaves the class and keeps their work.
 */
export function rosterFilesOfGraph(graph: EdlinkGraph, known: readonly KnownEnrollment[]): RosterFiles {
  const bulk = (records: RosterRecord[]) => ({ mode: 'bulk' as const, records });
  const teaching = graph.people.filter((p) => p.roles.some((r) => TEACHING_ROLES.has(r)));
  const roles = teaching.flatMap((p, i) =>
    p.roles
      .filter((r) => TEACHING_ROLES.has(r))
      .map((role, n) =>
        record(i + 1, {
          sourcedId: linkIdOf(`${p.id}:${role}`),
          status: 'active',
          userSourcedId: linkIdOf(p.id),
          roleType: n === 0 ? 'primary' : 'secondary',
          role,
          orgSourcedId: p.school_ids[0] ? linkIdOf(p.school_ids[0]) : '',
        }),
      ),
  );
  const activeEnrollments = graph.enrollments
    .map((e, i) => ({ e, row: i + 1 }))
    .filter(({ e }) => TEACHING_ROLES.has(e.role) && (e.state ?? 'active') === 'active');
  const present = new Set(activeEnrollments.filter(({ e }) => e.role === 'student').map(({ e }) => `${linkIdOf(e.class_id)}|${linkIdOf(e.person_id)}`));
  const ended = known.filter((k) => !present.has(`${k.classSourcedId}|${k.userSourcedId}`));
  return {
    orgs: bulk(graph.schools.map((s, i) => record(i + 1, { sourcedId: linkIdOf(s.id), status: 'active', name: s.name, type: 'school', parentSourcedId: '' }))),
    users: bulk(
      teaching.map((p, i) =>
        record(i + 1, {
          sourcedId: linkIdOf(p.id),
          status: 'active',
          username: usernameOf(p),
          givenName: p.first_name ?? p.display_name ?? '',
          middleName: p.middle_name ?? '',
          familyName: p.last_name ?? '',
          email: p.email ?? '',
          primaryOrgSourcedId: p.school_ids[0] ? linkIdOf(p.school_ids[0]) : '',
        }),
      ),
    ),
    roles: bulk(roles),
    classes: bulk(
      graph.classes.map((c, i) =>
        record(i + 1, { sourcedId: linkIdOf(c.id), status: 'active', title: c.name, schoolSourcedId: c.school_id ? linkIdOf(c.school_id) : '', periods: (c.periods ?? []).join(',') }),
      ),
    ),
    enrollments: bulk([
      ...activeEnrollments.map(({ e, row }) =>
        record(row, { sourcedId: linkIdOf(e.id), status: 'active', classSourcedId: linkIdOf(e.class_id), userSourcedId: linkIdOf(e.person_id), role: e.role, primary: e.primary ? 'true' : 'false' }),
      ),
      ...ended.map((k, i) =>
        record(graph.enrollments.length + i + 1, { sourcedId: `${k.classSourcedId}|${k.userSourcedId}`, status: 'tobedeleted', classSourcedId: k.classSourcedId, userSourcedId: k.userSourcedId, role: 'student', primary: 'false' }),
      ),
    ]),
  };
}
