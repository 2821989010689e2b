import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerLessonAuthoringRoutes } from './lesson-authoring.routes';
import { registerLessonContentRoutes } from './lesson-content/lesson-content.routes';
import { registerParagraphContentRoutes } from './lesson-content/paragraph-content.routes';
import { registerMediaLibraryRoutes } from './media/media-library.routes';
import { registerReadingAuthoringRoutes } from './reading/reading-authoring.routes';
import { registerUnitAuthoringRoutes } from './unit-authoring.routes';

/** The back office's course calls (issue 14): units, lessons, the lessons' content, biographies and timelines. Publishing has its own routes (publish/). */
export function registerAuthoring(app: FastifyInstance, deps: AppDeps): void {
  registerUnitAuthoringRoutes(app, deps);
  registerLessonAuthoringRoutes(app, deps);
  registerLessonContentRoutes(app, deps);
  registerParagraphContentRoutes(app, deps);
  registerMediaLibraryRoutes(app, deps);
  registerReadingAuthoringRoutes(app, deps);
}
