import { expect } from 'vitest';
import type { AssessmentDraft, QuestionDraft } from '@domain/authoring/assessment-authoring.responses';
import type { AuthoredLesson } from '@domain/authoring/authoring.responses';
import { one } from '../../../server/src/db/database';
import { builderCalls, builderWorld } from './authoring-calls';
import type { ServerTestContext } from './test-context';
import type { ApiResponse, TestServer } from './test-server';

/*
 * What the assessment builders' server tests share (issue 15): the builder world plus two SOA
 * standards, and calls that make a lesson of a type, its assessment and questions, each checking the
 * answer is the whole draft one version on.
 */

export async function assessmentWorld(server: TestServer, fill: 'a' | 'b') {
  const base = await builderWorld(server, fill);
  const state = (await one<{ id: number }>(server.db, 'SELECT id FROM states ORDER BY id LIMIT 1'))!.id;
  const standard = async (code: string) =>
    (await one<{ id: number }>(
      server.db,
      `INSERT INTO soa_standards (state_id, subject, grade, code, description) VALUES ($1, 'social-studies', '8', $2, $3) RETURNING id`,
      [state, `${fill}${code}`, `Standard ${code}`],
    ))!.id;
  return { ...base, standards: [await standard('8.1A'), await standard('8.1B')] };
}

export type AssessmentWorld = Awaited<ReturnType<typeof assessmentWorld>>;
export type DraftRes = ApiResponse<AssessmentDraft>;

export function assessmentCalls(server: ServerTestContext<AssessmentWorld>) {
  const calls = builderCalls(server);
  const { call, colonial } = calls;

  /** Asserts a change succeeded and answers its draft. */
  function ok(res: DraftRes, status = 200): AssessmentDraft {
    expect(res.status, JSON.stringify(res.body).slice(0, 600)).toBe(status);
    return res.body.data;
  }

  /** A new lesson of the Colonial America unit of that type (2 regular, 4 skill, 5 mid-unit, 6 performance, 7 benchmark). */
  const freshLesson = async (lessonTypeId = 2): Promise<number> =>
    (await call<AuthoredLesson>('POST', '/api/lesson', { body: { unitId: colonial(), lessonTypeId } })).body.data.id;

  /** A new lesson of that type with its (empty) assessment. */
  const freshAssessment = async (lessonTypeId = 2): Promise<AssessmentDraft> =>
    ok(await call<AssessmentDraft>('POST', '/api/assessment', { body: { lessonId: await freshLesson(lessonTypeId) } }), 201);

  const backup = async (id: number) => ok(await call<AssessmentDraft>('GET', `/api/assessment/${id}/backup`));

  /** Adds a question of `type` to the draft; answers the new draft. */
  const addQuestion = async (draft: AssessmentDraft, type: string, groupNumber = 1) =>
    ok(await call<AssessmentDraft>('POST', `/api/assessment/${draft.id}/question`, { body: { version: draft.version, type, groupNumber } }), 201);

  /** Every question of the draft, in section then question order. */
  const questionsOf = (draft: AssessmentDraft): QuestionDraft[] => draft.sections.flatMap((s) => s.questions);
  const lastQuestion = (draft: AssessmentDraft): QuestionDraft => questionsOf(draft).at(-1)!;

  /** Calls `url` with the draft's version in the body (or `?version=` for DELETE); answers the new draft. */
  const change = async (draft: AssessmentDraft, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body: Record<string, unknown> = {}, status?: number) => {
    const res =
      method === 'DELETE'
        ? await call<AssessmentDraft>('DELETE', `${url}?version=${draft.version}`)
        : await call<AssessmentDraft>(method, url, { body: { version: draft.version, ...body } });
    const next = ok(res, status ?? (method === 'POST' ? 201 : 200));
    expect(next.version).toBe(draft.version + 1);
    return next;
  };

  return { ...calls, ok, freshLesson, freshAssessment, backup, addQuestion, questionsOf, lastQuestion, change };
}
