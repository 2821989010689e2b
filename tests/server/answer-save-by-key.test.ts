import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Sql } from '../../server/src/db/database';
import { RoleId } from '@domain/identity/role';
import { applySave, type SaveInput } from '../../server/src/modules/assessment/answer.repository';
import { openTestDatabase } from './support/test-database';

/**
 * The answer save reads the student's current answer by its primary key, never by scanning
 * assessment_answers (migration 20261204000100). A connection plans the save once and keeps the plan,
 * so a plan made while the table was small must not scan it on every save of a class period.
 * The evidence is PostgreSQL's own count of this transaction's sequential scans on the table.
 */

/** Other students' answers already stored, so a scan would have rows to read. */
const STORED_ANSWERS = 300;
const QUESTIONS_PER_ATTEMPT = 6;

let db: Database;
let dispose: () => Promise<void>;
let studentIds: number[];

const save = (studentId: number, groupId: number, questionId: number, clientSeq: number): SaveInput => ({
  studentId,
  groupId,
  clientAnswerId: randomUUID(),
  questionId,
  answer: { text: `draft ${clientSeq}` },
  clientSeq,
  retakeRound: 1,
  maxScore: 1,
  submit: false,
  assessmentId: groupId,
  lessonId: groupId,
  createAttempt: true,
  reportPlacement: { unitId: 1, reportType: 1 },
});

const scansOfAnswers = async (tx: Sql): Promise<number> => {
  const [row] = await tx.query<{ scans: number }>(
    `SELECT coalesce(sum(seq_scan), 0)::int AS scans FROM pg_stat_xact_user_tables WHERE relname = 'assessment_answers'`,
  );
  return row!.scans;
};

beforeAll(async () => {
  ({ db, dispose } = await openTestDatabase());
  const students = await db.query<{ id: number }>(`SELECT id FROM users WHERE role_id = $1 ORDER BY id LIMIT 5`, [RoleId.Student]);
  studentIds = students.map((s) => s.id);
  // Attempts at made-up groups (attempts carry no foreign key to content), each with a few answers.
  const groups = Math.ceil(STORED_ANSWERS / QUESTIONS_PER_ATTEMPT / studentIds.length);
  for (let g = 0; g < groups; g += 1) {
    for (const studentId of studentIds) {
      for (let q = 1; q <= QUESTIONS_PER_ATTEMPT; q += 1) await applySave(db, save(studentId, 900_000 + g, q, 1));
    }
  }
});

afterAll(async () => {
  await dispose();
});

describe('an answer save', () => {
  it('finds the current answer by its key, in a new answer and in a replaced one', async () => {
    const studentId = studentIds[0]!;
    for (const [questionId, clientSeq] of [
      [1, 2],
      [QUESTIONS_PER_ATTEMPT + 1, 1],
    ] as const) {
      // The view also counts this connection's earlier work not yet flushed to the statistics: take the difference.
      const { outcome, scans } = await db.transaction(async (tx) => {
        const before = await scansOfAnswers(tx);
        const saved = await applySave(tx, save(studentId, 900_000, questionId, clientSeq));
        return { outcome: saved, scans: (await scansOfAnswers(tx)) - before };
      });
      expect(outcome.saved?.applied).toBe(true);
      expect(scans).toBe(0);
    }
  });
});
