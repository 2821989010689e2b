/**
 * The back office's builders, previews, rich-text editor, and the forms, menus and publish machine the
 * builders load after their first paint are lazy chunks (AuthoringScreen and the builders). A test
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
  import('@ui/authoring/preview/AssessmentDraftAsPublished'),
  import('@ui/authoring/preview/BiographyPreviewPage'),
  import('@ui/authoring/preview/LessonPreviewPage'),
  import('@ui/authoring/preview/PagePreviewPages'),
  import('@ui/authoring/preview/StoryPreviewPage'),
  import('@ui/authoring/preview/TimelineEventPreviewPage'),
  import('@ui/authoring/preview/TimelinePreviewPage'),
  import('@ui/authoring/preview/UnitPreviewPages'),
  import('@ui/authoring/editing/RichTextEditorField'),
  import('@ui/authoring/ChoiceMenuLoaded'),
  import('@ui/authoring/editing/SortableListLoaded'),
  import('@ui/authoring/page-builders/OpenerHotspots'),
  import('@ui/authoring/lesson-builder/properties/ComponentProperties'),
  import('@ui/authoring/UnitNameModal'),
  import('@ui/authoring/UnitAcronymModal'),
  import('@ui/authoring/story-builder/StoryNameModal'),
  import('@ui/authoring/timeline-builder/AddTimelineEventModal'),
  import('@ui/authoring/unit-details/AddUnitVideoModal'),
  import('@ui/authoring/LessonNameModal'),
  import('@ui/authoring/UnitBuilderSections'),
  import('@ui/authoring/assessment-builder/editors/QuestionEditor'),
  import('@ui/authoring/benchmark-builder/SetQuestionsEditor'),
  import('@ui/authoring/vocabulary-manager/VocabularyTermModal'),
  import('@ui/authoring/vocabulary-manager/VocabularyImportPanel'),
  import('@ui/authoring/publish/publish-workflow.actors'),
  import('@domain/authoring/publish-workflow.machine'),
]);

export {};
