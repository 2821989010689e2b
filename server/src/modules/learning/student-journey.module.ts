import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { databaseBlobStore } from '../../media/database-blob-store';
import { createPublishedContentStore } from '../content/read/published-content.store';
import { createLearnerStateCache } from './learner-state.cache';
import type { LearningDeps } from './learning-deps';
import { registerMediaRoutes } from './media.routes';
import { registerReadingRoutes } from './reading.routes';
import { registerStudentUnitRoutes } from './student-units.routes';

/**
 * The student journey's API: units, lessons and progress, reading content, and media. Builds the
 * cached published-content store (dropped on every publish notification) and closes it with the app.
 */
export async function registerStudentJourney(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const content = await createPublishedContentStore(ctx.db);
  const learners = await createLearnerStateCache(ctx.db);
  // Not awaited: UNLISTEN queues behind whatever still holds the embedded database while the app
  // closes (the hub's shutdown), and dropped caches need no orderly goodbye.
  app.addHook('onClose', (_instance, done) => {
    content.close().catch(() => undefined);
    learners.close().catch(() => undefined);
    done();
  });
  const deps: LearningDeps = { db: ctx.db, content, learners };
  registerStudentUnitRoutes(app, ctx, deps);
  registerReadingRoutes(app, ctx, deps);
  registerMediaRoutes(app, ctx, databaseBlobStore);
}
