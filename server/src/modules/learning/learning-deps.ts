import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { MessageKey } from '@domain/shared/messages';
import type { PublishedContentStore } from '../content/read/published-content.store';
import type { LearnerStateCache } from './learner-state.cache';

/** What the student-journey use cases are built from. */
export interface LearningDeps {
  readonly db: Database;
  readonly content: PublishedContentStore;
  readonly learners: LearnerStateCache;
}

/**
 * 404 for content that is unknown or not published, with a code per kind and the page-specific
 * redirect-home notice of product-spec §2, so the client can show it and go home.
 */
const NOT_FOUND: Record<string, MessageKey> = {
  UNIT: 'redirectHomeOther',
  LESSON: 'redirectHomeLesson',
  OPENER: 'redirectHomeOther',
  BIOGRAPHY: 'redirectHomeBiography',
  STORY: 'redirectHomeStory',
  TIMELINE: 'redirectHomeOther',
  TIMELINE_EVENT: 'redirectHomeTimelineEvent',
  TEACHER_PAGE: 'redirectHomeOther',
  CONTRIBUTORS: 'redirectHomeOther',
  IMAGE: 'notFound',
  AUDIO: 'notFound',
  VIDEO: 'notFound',
};

export type ContentKind = keyof typeof NOT_FOUND;

export const contentNotFound = (kind: ContentKind) => new AppError(404, `${kind}.NOT_FOUND`, NOT_FOUND[kind]);

/** 403 UNIT.LOCKED: the client shows "This unit is locked" (or goes home when moving to a locked neighbour). */
export const unitLocked = () => new AppError(403, 'UNIT.LOCKED', 'unitLocked');
