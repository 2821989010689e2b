import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerAssessmentAuthoringRoutes } from './assessment/assessment-authoring.routes';
import { registerQuestionPartRoutes } from './assessment/question-parts.routes';
import { registerBenchmarkSetRoutes } from './benchmark-sets/benchmark-set.routes';
import { registerLessonAuthoringRoutes } from './lesson-authoring.routes';
import { registerLessonContentRoutes } from './lesson-content/lesson-content.routes';
import { registerLessonOverviewRoutes } from './lesson-overview/lesson-overview.routes';
import { registerParagraphContentRoutes } from './lesson-content/paragraph-content.routes';
import { registerMediaLibraryRoutes } from './media/media-library.routes';
import { registerPageAuthoringRoutes } from './pages/page-authoring.routes';
import { registerPublishedUnitListRoute } from './published-unit-list.routes';
import { registerReadingAuthoringRoutes } from './reading/reading-authoring.routes';
import { registerStoryAuthoringRoutes } from './story/story-authoring.routes';
import { registerUnitAuthoringRoutes } from './unit-authoring.routes';
import { registerUnitDetailsRoutes } from './unit-details/unit-details.routes';
import { registerVocabularyRoutes } from './vocabulary/vocabulary.routes';

/** The back office's course calls (issue 14): units, lessons, the lessons' and stories' content, biographies, timelines and stories. Publishing has its own routes (publish/). */
export function registerAuthoring(app: FastifyInstance, deps: AppDeps): void {
  registerUnitAuthoringRoutes(app, deps);
  registerLessonAuthoringRoutes(app, deps);
  registerLessonContentRoutes(app, deps);
  registerAssessmentAuthoringRoutes(app, deps);
  registerQuestionPartRoutes(app, deps);
  registerParagraphContentRoutes(app, deps);
  registerMediaLibraryRoutes(app, deps);
  registerReadingAuthoringRoutes(app, deps);
  registerStoryAuthoringRoutes(app, deps);
  registerPageAuthoringRoutes(app, deps);
  registerUnitDetailsRoutes(app, deps);
  registerLessonOverviewRoutes(app, deps);
  registerPublishedUnitListRoute(app, deps);
  registerVocabularyRoutes(app, deps);
  registerBenchmarkSetRoutes(app, deps);
}
