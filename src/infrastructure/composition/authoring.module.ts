import { ContainerModule, type ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import { CourseAuthoring } from '@application/authoring/course-authoring.port';
import type { CourseAuthoringUseCases } from '@application/authoring/course-authoring.use-cases';
import { LessonContentAuthoring, MediaLibrary } from '@application/authoring/lesson-content-authoring.port';
import type { LessonContentUseCases } from '@application/authoring/lesson-content.use-cases';
import { PageAuthoring } from '@application/authoring/page-authoring.port';
import { ReadingAuthoring } from '@application/authoring/reading-authoring.port';
import type { UnitDetailsAuthoring } from '@application/authoring/unit-details-authoring.port';
import type { VocabularyUseCases } from '@application/authoring/vocabulary.use-cases';
import type { AssessmentBuilderUseCases } from '@application/authoring/assessment-builder.use-cases';
import type { BenchmarkSetUseCases } from '@application/authoring/benchmark-set.use-cases';
import type { ApiClient, ApiFileClient } from '../http/api-client';
import { deferredPort } from './deferred-port';
import { ApiClientToken } from './platform.module';

/** The back office's course authoring (issue 14). */
export const authoringModule = new ContainerModule(({ bind }) => {
  // Content creators' business, never a student's: each adapter loads with its first call.
  const bindHttp = <P extends object>(token: symbol, load: (api: ApiClient) => Promise<P>) =>
    bind(token)
      .toDynamicValue((ctx) => {
        const api = ctx.get<ApiClient>(ApiClientToken);
        return deferredPort<P>(() => load(api));
      })
      .inSingletonScope();
  const lessonContent = () => import('../http/http-lesson-content-authoring.adapter');
  bindHttp(CourseAuthoring, (api) => import('../http/http-course-authoring.adapter').then((m) => m.createHttpCourseAuthoring(api)));
  bindHttp(LessonContentAuthoring, (api) => lessonContent().then((m) => m.createHttpLessonContentAuthoring(api)));
  bindHttp(MediaLibrary, (api) => lessonContent().then((m) => m.createHttpMediaLibrary(api)));
  bindHttp(ReadingAuthoring, (api) => import('../http/http-reading-authoring.adapter').then((m) => m.createHttpReadingAuthoring(api)));
  bindHttp(PageAuthoring, (api) => import('../http/http-page-authoring.adapter').then((m) => m.createHttpPageAuthoring(api)));
});

/** Authoring's part of AppServices: the use cases load with their first call, as the adapter does. */
export const authoringServices = (ctx: ResolutionContext): Pick<AppServices, 'authoring' | 'lessonContent' | 'readingAuthoring' | 'pageAuthoring' | 'unitDetails' | 'vocabulary' | 'assessmentBuilder' | 'benchmarkSets'> => {
  const port = ctx.get<CourseAuthoring>(CourseAuthoring);
  const content = ctx.get<LessonContentAuthoring>(LessonContentAuthoring);
  const media = ctx.get<MediaLibrary>(MediaLibrary);
  return {
    // Thin enough to need no use-case layer of its own: the builders' words are the port's.
    readingAuthoring: ctx.get<ReadingAuthoring>(ReadingAuthoring),
    pageAuthoring: ctx.get<PageAuthoring>(PageAuthoring),
    // The course adapter answers the unit details' calls too: a binding of their own would grow every first load (the student's too).
    unitDetails: ctx.get<UnitDetailsAuthoring>(CourseAuthoring),
    lessonContent: deferredPort<LessonContentUseCases>(() =>
      import('@application/authoring/lesson-content.use-cases').then((m) => m.createLessonContentUseCases(content, media)),
    ),
    authoring: deferredPort<CourseAuthoringUseCases>(() =>
      import('@application/authoring/course-authoring.use-cases').then((m) => m.createCourseAuthoringUseCases(port)),
    ),
    // The adapter and its use cases load together with the manager's first call; no token of its own, as for the unit details.
    vocabulary: deferredPort<VocabularyUseCases>(() =>
      Promise.all([import('../http/http-vocabulary-authoring.adapter'), import('@application/authoring/vocabulary.use-cases')]).then(([http, useCases]) =>
        useCases.createVocabularyUseCases(http.createHttpVocabularyAuthoring(ctx.get<ApiFileClient>(ApiClientToken))),
      ),
    ),
    // The assessment builders' adapter and use cases load together with their first call, as the vocabulary manager's do.
    assessmentBuilder: deferredPort<AssessmentBuilderUseCases>(() =>
      Promise.all([import('../http/http-assessment-builder.adapter'), import('@application/authoring/assessment-builder.use-cases')]).then(([http, useCases]) =>
        useCases.createAssessmentBuilderUseCases(http.createHttpAssessmentBuilder(ctx.get<ApiClient>(ApiClientToken))),
      ),
    ),
    // The benchmark builder's adapter, its active-set memory (this tab's session storage) and use cases load with its first call.
    benchmarkSets: deferredPort<BenchmarkSetUseCases>(() =>
      Promise.all([
        import('../http/http-benchmark-set-authoring.adapter'),
        import('../storage/browser-active-benchmark-set.adapter'),
        import('@application/authoring/benchmark-set.use-cases'),
      ]).then(([http, storage, useCases]) =>
        useCases.createBenchmarkSetUseCases(
          http.createHttpBenchmarkSetAuthoring(ctx.get<ApiClient>(ApiClientToken)),
          storage.createBrowserActiveBenchmarkSetStore(globalThis.sessionStorage),
        ),
      ),
    ),
  };
};
