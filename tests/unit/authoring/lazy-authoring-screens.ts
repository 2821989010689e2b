/**
 * The back office's builders, previews and rich-text editor are lazy chunks (AuthoringScreen). A test
 * that opens one waits for its module; the first import in a worker also transforms it, which on a busy
 * machine can take longer than a `findBy` waits. Importing them once here, before any test renders,
 * leaves the tests waiting only for what they assert on (the lazy components still suspend as in the app).
 */
await Promise.all([
  import('@ui/authoring/CourseDashboardBuilder'),
  import('@ui/authoring/samples/ComponentSamplesPage'),
  import('@ui/authoring/UnitBuilderPage'),
  import('@ui/authoring/lesson-builder/LessonBuilderPage'),
  import('@ui/authoring/biography-builder/BiographyBuilderPage'),
  import('@ui/authoring/timeline-builder/TimelineBuilderPage'),
  import('@ui/authoring/story-builder/StoryBuilderPage'),
  import('@ui/authoring/vocabulary-manager/VocabularyManagerPage'),
  import('@ui/authoring/assessment-builder/AssessmentBuilderPage'),
  import('@ui/authoring/benchmark-builder/BenchmarkBuilderScreen'),
  import('@ui/authoring/benchmark-builder/BenchmarkPreviewPage'),
  import('@ui/authoring/page-builders/ContributorsBuilderPage'),
  import('@ui/authoring/page-builders/OpenerBuilderPage'),
  import('@ui/authoring/page-builders/OverviewBuilderPage'),
  import('@ui/authoring/page-builders/TeacherPageBuilderPage'),
  import('@ui/authoring/preview/AssessmentPreviewPage'),
  import('@ui/authoring/preview/BiographyPreviewPage'),
  import('@ui/authoring/preview/LessonPreviewPage'),
  import('@ui/authoring/preview/PagePreviewPages'),
  import('@ui/authoring/preview/StoryPreviewPage'),
  import('@ui/authoring/preview/TimelineEventPreviewPage'),
  import('@ui/authoring/preview/TimelinePreviewPage'),
  import('@ui/authoring/preview/UnitPreviewPages'),
  import('@ui/authoring/editing/RichTextEditorField'),
]);

export {};
