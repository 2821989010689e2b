/**
 * Chunks whose imports the build does not name as preloads (vite.config.ts `modulePreload`), by the
 * module each chunk is named after. tests/unit/build/preload-exclusions.test.ts checks both lists
 * against the source, so a renamed or added module cannot quietly get its preloads back or lose them.
 */

/**
 * Screens no student opens (src/ui/app/screens.ts): each name costs the entry's preload map bytes,
 * which every visitor downloads (issue 17).
 */
export const STAFF_SCREEN_MODULES = [
  'BackOfficePage',
  'ManagementDashboardPage',
  'SupportDashboardPage',
  'SupportBenchmarkPreviewPage',
  'ClassroomsPage',
  'ClassroomDetailsPage',
  'LiveClassPage',
  'LegendsPage',
  'ReportingPage',
  'GradingQueuePage',
  'BenchmarkAssignmentsPage',
  'StudentReportPage',
  'ExpandedStandardsReportPage',
] as const;

/**
 * What the shell loads once the first screen has settled (src/ui/shell/RootLayout.tsx) and the bell's
 * notification center: nobody waits for them, and naming their imports appended a
 * `<link rel="modulepreload">` for each, most of them modules the page already runs, in one task.
 * Not the support staff's banner and gate: those load with the screen, and the gate holds it back.
 */
export const SHELL_EXTRA_MODULES = ['SessionIdleWatch', 'UsageTelemetry', 'UserMenu', 'NotificationBell', 'notification-center.factory'] as const;

/** A module name as it reads inside a regular expression (`notification-center.factory`'s dot). */
export const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A built chunk of one of `modules`: `assets/UserMenu-B1x_9.js`, not `assets/UserMenuItem-…` nor a style sheet. */
export function chunksOf(modules: readonly string[]): RegExp {
  return new RegExp(`(?:^|/)(?:${modules.map(escaped).join('|')})-[\\w-]+\\.js$`);
}
