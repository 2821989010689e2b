import type { AssessmentDraft } from '@domain/authoring/assessment-authoring.responses';
import type { TagQuestionBody } from '@domain/authoring/assessment-authoring.schemas';
import type { AppDeps } from '../../../app-deps';
import { appError } from '../../../http/app-error';
import { changeAssessment } from './assessment-change';
import { deletePartRow, hasTag, insertTag, readLiveStandard } from './question-parts.repository';

/*
 * A question's SOA/ELA tags (issue 15; product-spec §5): each names a live standard of the list the
 * super admins keep; its code and description are copied onto the tag so reports keep what students
 * were tagged with after the standard's text changes.
 */

/** `POST question/{id}/teks` and `POST component/question/{id}/teks`. */
export function tagQuestion(deps: AppDeps, questionId: number, body: TagQuestionBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'question', id: questionId }, body.version, async (tx) => {
    const standard = await readLiveStandard(tx, body.standardId);
    if (!standard) throw appError('ASSESSMENT_AUTHORING.STANDARD_INVALID');
    if (await hasTag(tx, questionId, standard.id)) throw appError('ASSESSMENT_AUTHORING.STANDARD_TAKEN');
    await insertTag(tx, questionId, standard);
  });
}

/** `DELETE teks/{id}?version=` and `DELETE component/question/teks/{id}?version=`. */
export function untagQuestion(deps: AppDeps, tagId: number, version: number): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'tag', id: tagId }, version, async (tx) => {
    await deletePartRow(tx, 'question_teks', tagId);
  });
}
