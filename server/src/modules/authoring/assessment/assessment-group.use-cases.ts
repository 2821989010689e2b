import type { AssessmentGroupBody } from '@domain/authoring/assessment-authoring.schemas';
import type { ComponentDraft } from '@domain/authoring/story-authoring.responses';
import type { AppDeps } from '../../../app-deps';
import { appError } from '../../../http/app-error';
import { updatePart } from '../lesson-content/content-values.repository';
import { readComponentRow } from '../lesson-content/lesson-content.repository';
import { changeDraft, notFound } from '../lesson-content/lesson-draft.use-cases';

/**
 * `PUT component/{componentId}/assessmentgroup` (issue 15): which section of the lesson's assessment
 * an assessment-group component shows. A change of the lesson's draft like any component's: the
 * lesson's version, the lesson's draft in the answer.
 */
export function showAssessmentGroup(deps: AppDeps, componentId: number, body: AssessmentGroupBody): Promise<ComponentDraft> {
  return changeDraft(deps, { kind: 'component', id: componentId }, body.version, async (tx, owner) => {
    const row = await readComponentRow(tx, componentId);
    if (!row) throw notFound('component');
    if (owner.kind !== 'lesson' || row.type !== 'assessment-group') throw appError('ASSESSMENT_AUTHORING.NOT_ASSESSMENT_GROUP');
    await updatePart(tx, 'content_components', componentId, { assessment_group_number: body.assessmentGroupNumber });
  });
}
