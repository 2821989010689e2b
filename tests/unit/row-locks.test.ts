import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeScriptFilesUnder, withoutComments } from '../support/server-source';

/**
 * The lock rule of decisions.md (issue 17): a writer's lock on a parent row is `FOR NO KEY UPDATE`.
 * `FOR UPDATE` also holds back every insert that only references the row (a foreign key's check
 * takes a key-share lock), which deadlocked twice before the rule. It held by convention, one
 * clause at a time, and six clauses slipped through; this scan makes it a rule of the build.
 * A plain scan of server/src, no database.
 */
const SERVER_SRC = path.resolve(__dirname, '../../server/src');

/**
 * The tables that may be locked `FOR UPDATE`, and why. A new entry needs the same kind of reason.
 * Job queues taken with `SKIP LOCKED` are allowed anywhere: nothing references a job being taken.
 */
const MAY_LOCK_FOR_UPDATE: Record<string, string> = {
  assessment_attempts: "deliberate: a student's saves, submit, feedback and retakes queue behind each other",
  benchmark_assignments: "deliberate: a teacher's changes queue behind the student's saves (audited with the report-rollup lock)",
  classroom_benchmarks: 'deliberate: a removal does not cross a late joiner being given the group',
  vocabulary_imports: 'no row references an import',
  published_assessments: 'no row references a published copy',
  published_content: 'no row references a published copy',
  lesson_progress: "no row references a student's progress row",
  user_time_reports: "no row references a student's time report",
};

/**
 * Each `FOR UPDATE` in the code, named by the table it locks: the last `FROM table` before it
 * (`FOR UPDATE OF a` locks the first table of its FROM, which is how the app writes it).
 * `FOR NO KEY UPDATE` does not match, and a `SKIP LOCKED` queue is reported as `queue`.
 */
function forUpdateLocks(source: string): string[] {
  const code = withoutComments(source);
  const locks: string[] = [];
  for (const match of code.matchAll(/\bFOR\s+UPDATE\b(\s+OF\s+\w+)?(\s+SKIP\s+LOCKED)?/g)) {
    if (match[2]) {
      locks.push('queue');
      continue;
    }
    const before = code.slice(Math.max(0, match.index - 1500), match.index);
    const table = match[1]
      ? /\bFROM\s+([a-z_][a-z0-9_]*)\s/.exec(before.slice(before.lastIndexOf('SELECT')))?.[1]
      : [...before.matchAll(/\bFROM\s+([a-z_][a-z0-9_]*)\b/g)].at(-1)?.[1];
    locks.push(table ?? 'unknown table');
  }
  return locks;
}

const relative = (file: string) => path.relative(SERVER_SRC, file).split(path.sep).join('/');
/** Each server file's FOR UPDATE locks, read and scanned once for every check below. */
const locksByFile = typeScriptFilesUnder(SERVER_SRC).map((file) => ({ file: relative(file), locks: forUpdateLocks(readFileSync(file, 'utf8')) }));
const allLocks = locksByFile.flatMap(({ locks }) => locks);

describe('row locks', () => {
  it('finds the locks it checks', () => {
    expect(allLocks).toContain('queue');
    expect(allLocks).toContain('assessment_attempts');
  });

  it("locks a parent row FOR NO KEY UPDATE: FOR UPDATE only on the allow-list's tables and SKIP LOCKED queues", () => {
    const offenders = locksByFile.flatMap(({ file, locks }) =>
      locks.filter((table) => table !== 'queue' && !(table in MAY_LOCK_FOR_UPDATE)).map((table) => `${file}: ${table}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps no stale entry: every allowed table is still locked FOR UPDATE somewhere', () => {
    expect(Object.keys(MAY_LOCK_FOR_UPDATE).filter((table) => !allLocks.includes(table))).toEqual([]);
  });

  it('recognises what it forbids and what it allows', () => {
    expect(forUpdateLocks("one(sql, 'SELECT id FROM units WHERE id = $1 FOR UPDATE', [id]);")).toEqual(['units']);
    expect(forUpdateLocks("`SELECT id FROM units WHERE id = $1${lock ? ' FOR UPDATE' : ''}`")).toEqual(['units']);
    expect(forUpdateLocks("one(sql, 'SELECT id FROM units WHERE id = $1 FOR NO KEY UPDATE', [id]);")).toEqual([]);
    expect(forUpdateLocks('`SELECT a.id FROM benchmark_assignments a LEFT JOIN classrooms g ON g.id = a.c WHERE a.id = $1 FOR UPDATE OF a`')).toEqual([
      'benchmark_assignments',
    ]);
    expect(forUpdateLocks('`UPDATE publish_jobs SET state = 1 WHERE id = (SELECT id FROM publish_jobs ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)`')).toEqual([
      'queue',
    ]);
    expect(forUpdateLocks('`SELECT extract(epoch FROM (now() - t)) AS ms FROM user_time_reports WHERE user_id = $1 FOR UPDATE`')).toEqual(['user_time_reports']);
    expect(forUpdateLocks('// with FOR UPDATE the two deadlocked\nexport const x = 1;')).toEqual([]);
  });
});
