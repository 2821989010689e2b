/**
 * The back office's builders and previews are lazy chunks of their own (src/ui/authoring/AuthoringScreen.tsx
 * and the *-routes files it asks): the route renders its builder at once, so the builder's chunk is part of
 * the route's first load and counts toward its 250 KB. A small map, not a parse of the dispatch code: the
 * dispatch matches paths at run time, and a hand list that is checked both ways (every back-office route
 * matches one row, every row's module is a lazy chunk of the build, every row is used) cannot drift quietly.
 * Rows are tried in order, as the dispatch tries them. Chunks a builder loads later by itself (the rich-text
 * editor, dialogs) are not counted: the route's first paint does not wait for them.
 */
const A = 'src/ui/authoring';
const P = '/back-office/preview-mode';

export const BACK_OFFICE_SCREENS = ['backOffice', 'backOfficePreview'];

/** [route-table path pattern, the module its lazy chunk starts from] */
export const BACK_OFFICE_CHUNKS = [
  [/^\/back-office\/benchmark-assessment-builder\//, `${A}/benchmark-builder/BenchmarkBuilderScreen.tsx`],
  [new RegExp(`^${P}/benchmark-assessment/`), `${A}/benchmark-builder/BenchmarkPreviewPage.tsx`],
  [/^\/back-office\/(assessment|mid-unit-assessment|performance-assessment)-builder\//, `${A}/assessment-builder/AssessmentBuilderPage.tsx`],
  [new RegExp(`^${P}/(lesson/:lessonId/assessment|mid-unit-assessment/|performance-assessment/)`), `${A}/preview/AssessmentPreviewPage.tsx`],
  [new RegExp(`^${P}/(unit/:unitId/lesson-builder|unitPreview|skill-lesson|skill-unit|lesson-story|american-highlights)/`), `${A}/preview/LessonPreviewPage.tsx`],
  [new RegExp(`^${P}/biography/`), `${A}/preview/BiographyPreviewPage.tsx`],
  [new RegExp(`^${P}/time-line/`), `${A}/preview/TimelinePreviewPage.tsx`],
  [new RegExp(`^${P}/unitstory/`), `${A}/preview/StoryPreviewPage.tsx`],
  [new RegExp(`^${P}/(contributors-page|opener/|overview/|teacher-page/)`), `${A}/preview/PagePreviewPages.tsx`],
  [new RegExp(`^${P}/(unit/:unitId$|skillUnitBuilder/|unit-dashboard$)`), `${A}/preview/UnitPreviewPages.tsx`],
  [new RegExp(`^${P}/time-line-event/`), `${A}/preview/TimelineEventPreviewPage.tsx`],
  [/^\/back-office\/dashboard-builder$/, `${A}/CourseDashboardBuilder.tsx`],
  [/^\/back-office\/sample$/, `${A}/samples/ComponentSamplesPage.tsx`],
  [/^\/back-office\/(unit-builder|skill-lesson-unit-builder)\/unit\/:unitId$/, `${A}/UnitBuilderPage.tsx`],
  [/^\/back-office\/(lesson-builder|lesson-story|american-highlights|skill-lesson-builder|skill-Unit-lesson-builder)\/unit\//, `${A}/lesson-builder/LessonBuilderPage.tsx`],
  [/^\/back-office\/biography-builder\//, `${A}/biography-builder/BiographyBuilderPage.tsx`],
  [/^\/back-office\/time-line-builder\//, `${A}/timeline-builder/TimelineBuilderPage.tsx`],
  [/^\/back-office\/story-builder\//, `${A}/story-builder/StoryBuilderPage.tsx`],
  [/^\/back-office\/vocabulary-manager\//, `${A}/vocabulary-manager/VocabularyManagerPage.tsx`],
  [/^\/back-office\/contributors-page-builder$/, `${A}/page-builders/ContributorsBuilderPage.tsx`],
  [/^\/back-office\/opener-builder\//, `${A}/page-builders/OpenerBuilderPage.tsx`],
  [/^\/back-office\/unit-builder\/unit\/:unitId\/overview$/, `${A}/page-builders/OverviewBuilderPage.tsx`],
  [/^\/back-office\/teacher-page-builder\//, `${A}/page-builders/TeacherPageBuilderPage.tsx`],
];

/**
 * The builder module each back-office route renders at once (undefined for other screens). Throws when
 * a back-office route matches no row, or when a row matches no route of the table.
 */
export function backOfficeChunks(routes) {
  const used = new Set();
  const byPath = new Map();
  for (const route of routes) {
    if (!BACK_OFFICE_SCREENS.includes(route.screen)) continue;
    const row = BACK_OFFICE_CHUNKS.find(([pattern]) => pattern.test(route.path));
    if (!row) throw new Error(`${route.path}: no builder chunk in bench/bundle/back-office-chunks.mjs`);
    used.add(row);
    byPath.set(route.path, row[1]);
  }
  const unused = BACK_OFFICE_CHUNKS.filter((row) => !used.has(row));
  if (unused.length) throw new Error(`rows matching no route: ${unused.map(([pattern]) => pattern).join(', ')}`);
  return byPath;
}
