import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerLessonAuthoringRoutes } from './lesson-authoring.routes';
import { registerUnitAuthoringRoutes } from './unit-authoring.routes';

/** The back office's course calls (issue 14): units and lessons. Publishing has its own routes (publish/). */
export function registerAuthoring(app: FastifyInstance, deps: AppDeps): void {
  registerUnitAuthoringRoutes(app, deps);
  registerLessonAuthoringRoutes(app, deps);
}
