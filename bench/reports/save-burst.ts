import { randomUUID } from 'node:crypto';
import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import type { Database } from '../../server/src/db/database';
import type { TokenService } from '../../server/src/modules/auth/token.service';
import { plannedSave } from '../answers/answer-script';
import { runOpenLoop, type OpenLoopResult } from '../support/open-loop';

export interface Savers {
  readonly tokens: readonly string[];
  /** Each saver's current (open) round of the assessment. */
  readonly rounds: readonly number[];
}

/**
 * The generated students of one district whose current round of the assessment is open (one in
 * OPEN_EVERY, district-work.ts), each given a live session the way bench/answers does (minted with the
 * app's secret and recorded in auth_sessions, no password sign-in for thousands of students).
 */
export async function openSavers(db: Database, tokens: TokenService, districtId: number, assessmentId: number): Promise<Savers> {
  const rows = await db.query<{ id: number; round: number }>(
    `SELECT a.student_user_id AS id, a.retake_round AS round FROM assessment_attempts a JOIN users u ON u.id = a.student_user_id
      WHERE u.district_id = $1 AND u.role_id = 6 AND a.assessment_id = $2 AND a.is_current AND a.status = 'open' ORDER BY a.student_user_id`,
    [districtId, assessmentId],
  );
  if (rows.length === 0) throw new Error('no generated student has an open attempt to save into');
  const issued = await Promise.all(rows.map((r) => tokens.issue(r.id)));
  await db.query(`INSERT INTO auth_sessions (jti, user_id, expires_at) SELECT * FROM unnest($1::uuid[], $2::int[], $3::timestamptz[])`, [
    issued.map((t) => t.jti),
    rows.map((r) => r.id),
    issued.map((t) => t.expiresAt.toISOString()),
  ]);
  return { tokens: issued.map((t) => t.token), rounds: rows.map((r) => r.round) };
}

/**
 * `rate` saves a second for `seconds` through the real save call, on the open-loop schedule of the
 * answer burst (bench/answers): request i is saver (i mod n)'s save number floor(i / n), the answers of
 * bench/answers' class period. Sequence numbers start above everything saved before, so every save is
 * applied (the generated answers and earlier runs' saves are older).
 */
export function saveBurst(base: string, doc: AssessmentDocument, savers: Savers, rate: number, seconds: number): Promise<OpenLoopResult> {
  const n = savers.tokens.length;
  const firstSeq = Date.now() * 1000;
  return runOpenLoop(
    base,
    Math.round(rate * seconds),
    rate,
    (i) => {
      const k = Math.floor(i / n);
      const save = plannedSave(doc, k, randomUUID());
      return {
        path: save.url,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${savers.tokens[i % n]}` },
        body: JSON.stringify({ ...save.body, clientSeq: firstSeq + k, retakeRound: savers.rounds[i % n] }),
      };
    },
    { connections: 200, timeoutMs: 30_000 },
  );
}
