import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { SessionCache } from './http/session-cache';
import type { Mailer } from './mail/mailer.port';
import type { BlobStore } from './media/blob-store.port';
import type { PublishedAssessmentStore } from './modules/assessment/published-assessment.store';
import type { TokenService } from './modules/auth/token.service';
import type { PublishedContentStore } from './modules/content/read/published-content.store';
import type { LearnerStateCache } from './modules/learning/learner-state.cache';
import type { NotificationService } from './modules/notifications/notification.service';
import type { ClassSignals } from './realtime/class-signals';
import type { LiveClassWatchers } from './realtime/live-class-watchers';

/**
 * What every use case is built from, composed once in app.ts: each use case is
 * `useCase(deps, viewer?, input...)`, and route modules receive the same object.
 */
export interface AppDeps {
  readonly db: Database;
  readonly config: ServerConfig;
  readonly tokens: TokenService;
  readonly mailer: Mailer;
  readonly log: FastifyBaseLogger;
  /** Raises notifications: saved first, then pushed to the recipients' open hub connections. */
  readonly notifications: NotificationService;
  /** Verified sessions, dropped on revocation in every process (docs/decisions.md, "Session cache"). */
  readonly sessions: SessionCache;
  /** Where media bytes live (the database by default). */
  readonly blobs: BlobStore;
  /** Published course snapshots, cached per process and dropped on every publish. */
  readonly content: PublishedContentStore;
  /** Published assessments indexed by question, group, lesson and benchmark set, dropped on every publish. */
  readonly assessments: PublishedAssessmentStore;
  /** A student's classrooms, locks and lesson progress, cached per process and dropped on every change. */
  readonly learners: LearnerStateCache;
  /** Ephemeral hub messages to given users in any process (live class events, unit lock signals). */
  readonly classSignals: ClassSignals;
  /** Who watches which classroom's live view, in every process (docs/decisions.md "Live class view"). */
  readonly liveWatchers: LiveClassWatchers;
}
