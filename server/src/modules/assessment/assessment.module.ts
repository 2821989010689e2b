import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { createPublishedContentStore } from '../content/read/published-content.store';
import { createLearnerStateCache } from '../learning/learner-state.cache';
import type { AssessmentDeps } from './assessment-deps';
import { registerAssessmentRoutes } from './assessment.routes';
import { registerBenchmarkRoutes } from './benchmark.routes';
import { createPublishedAssessmentStore } from './published-assessment.store';
import { registerTeacherRoutes } from './teacher.routes';

/**
 * Assessments (issue 5): the student's answers, submits and benchmarks, and the teacher's feedback,
 * retakes and benchmark assignments. Builds its own caches of published assessments, published
 * lessons and learner state (each dropped by the same NOTIFY channels as the student journey's).
 */
export async function registerAssessments(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const assessments = await createPublishedAssessmentStore(ctx.db);
  const content = await createPublishedContentStore(ctx.db);
  const learners = await createLearnerStateCache(ctx.db);
  // Not awaited, as in the student journey: UNLISTEN may queue behind the embedded database's shutdown.
  app.addHook('onClose', (_instance, done) => {
    for (const cache of [assessments, content, learners]) cache.close().catch(() => undefined);
    done();
  });
  const deps: AssessmentDeps = { db: ctx.db, assessments, content, learners, notifications: ctx.notifications };
  registerAssessmentRoutes(app, ctx, deps);
  registerBenchmarkRoutes(app, ctx, deps);
  registerTeacherRoutes(app, ctx, deps);
}
