import type { UnitBelongsTo } from '@domain/authoring/authoring.schemas';
import { CATALOGUE_COMPONENT_TYPES } from '@domain/authoring/lesson-content.schemas';
import type { AuthoredTimeline } from '@domain/authoring/reading-authoring.responses';
import type { ComponentExample, ComponentSample } from '@domain/authoring/unit-details.responses';
import { componentSchema } from '@domain/content/component.schemas';
import type { AppDeps } from '../../../app-deps';
import { appError } from '../../../http/app-error';
import { lessonDocumentOf, type LessonContent } from '../../content/publish/publish-lesson';
import { readUnitDraft } from '../authored-state.repository';
import { timelineOfLiveEvent } from '../reading/reading-authoring.repository';
import { readAuthoredTimeline } from '../reading/reading-draft.use-cases';
import { firstUsesOf, type FirstUse } from './unit-details.repository';

/*
 * Drafts read for the back office's previews and its component samples page (issue 14). Nothing here
 * reads or writes a student's progress.
 */

/**
 * `GET timeline/blurb/{id}/backup`: the draft of the timeline holding the event (the timeline-event
 * preview names the event only, as the students' `timeline/blurb/{id}` does); 404 for an event that is
 * unknown or removed, or whose timeline is.
 */
export async function timelineDraftOfEvent(deps: AppDeps, eventId: number): Promise<AuthoredTimeline> {
  const timelineId = await timelineOfLiveEvent(deps.db, eventId);
  if (timelineId === null) throw appError('AUTHORING.TIMELINE_EVENT_NOT_FOUND');
  return readAuthoredTimeline(deps.db, timelineId);
}

/**
 * `GET components/samples`: each catalogue type (product-spec §3) with its first use in the course's
 * drafts (course order: unit, lesson, component), assembled as the lesson's publish would give it; null
 * for a type the course does not use yet. Real content only: nothing here is made up.
 */
export async function componentSamples(deps: AppDeps): Promise<ComponentSample[]> {
  const uses = new Map((await firstUsesOf(deps.db, CATALOGUE_COMPONENT_TYPES)).map((use) => [use.type, use]));
  // Several types are often first used in one lesson: it is assembled once.
  const lessons = new Map<number, Promise<LessonContent | null>>();
  const exampleOf = async (use: FirstUse): Promise<ComponentExample | null> => {
    if (!lessons.has(use.lessonId)) lessons.set(use.lessonId, lessonDocumentOf(deps.db, use.lessonId));
    const lesson = await lessons.get(use.lessonId)!;
    const unit = await readUnitDraft(deps.db, use.unitId);
    const component = lesson?.components.find((c) => c.id === use.componentId);
    if (!lesson || !unit || !component) return null;
    const { id: lessonId, title: lessonTitle, lessonTypeId } = lesson;
    // The assembled rows carry the database's columns too: the answer keeps a component's own fields.
    return { unitId: unit.id, unitName: unit.name, unitBelongsTo: unit.belongsTo as UnitBelongsTo, lessonId, lessonTitle, lessonTypeId, component: componentSchema.parse(component) };
  };
  const samples: ComponentSample[] = [];
  for (const type of CATALOGUE_COMPONENT_TYPES) {
    const use = uses.get(type);
    samples.push({ type, example: use ? await exampleOf(use) : null });
  }
  return samples;
}
