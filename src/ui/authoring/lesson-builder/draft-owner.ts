import type { ComponentDraft, LessonContentUseCases } from '@application/authoring/lesson-content.use-cases';
import type { ApiResult } from '@application/ports/api-result';
import type { DraftOwner } from '@domain/authoring/draft-owner';
import type { ComponentType } from '@domain/content/component.schemas';

/*
 * The two calls of the component builder that name the draft's owner rather than one of its parts:
 * reading the draft, and adding a component to it. Every other change names a part, and the server
 * finds the part's lesson or story.
 */

/** The owner's whole draft, read again. */
export const openDraftOf = (content: LessonContentUseCases, owner: DraftOwner): Promise<ApiResult<ComponentDraft>> =>
  owner.kind === 'lesson' ? content.openLessonDraft(owner.id) : content.openStoryDraft(owner.id);

/** A component of `type` added to the owner at `order` (the end when none). */
export const addComponentTo = (content: LessonContentUseCases, owner: DraftOwner, version: number, type: ComponentType, order?: number): Promise<ApiResult<ComponentDraft>> =>
  owner.kind === 'lesson' ? content.addComponent(owner.id, version, type, order) : content.addStoryComponent(owner.id, version, type, order);
