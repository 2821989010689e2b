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

/**
 * Names vite.config.ts gives the chunks of packages imported on demand, which by their folder were all
 * `esm-…`: Mantine's notifications (the snackbars) and SignalR's client (the hub's connection).
 */
export const PACKAGE_CHUNKS = { snackbars: '@mantine/notifications', 'hub-client': '@microsoft/signalr' } as const;

/**
 * The name from PACKAGE_CHUNKS of a chunk whose modules (its facade's, when it has one) all come from that
 * package; undefined for any other chunk.
 */
export function packageChunkOf(moduleIds: readonly string[]): string | undefined {
  const inPackage = (pkg: string) => (id: string) => id.replaceAll('\\', '/').includes(`/node_modules/${pkg}/`);
  if (moduleIds.length === 0) return undefined;
  return Object.entries(PACKAGE_CHUNKS).find(([, pkg]) => moduleIds.every(inPackage(pkg)))?.[0];
}

/**
 * What loads behind the screen, at start or with the shell's extras, and draws nothing the student waits
 * for: the answer outbox (it sends answers kept from an earlier visit), the snackbars, the hub's client,
 * telemetry's wiring and the schemas the inbox, the hub's pushes and stored telemetry are checked with.
 * Vite's loader appended a `<link rel="modulepreload">` for each of their imports, one to two
 * milliseconds apiece in a traced load (1x CPU; the outbox's before the first paint); the browser fetches
 * the imports it lacks when the chunk arrives instead. Not the accessibility tools: they apply the
 * student's saved preferences.
 */
export const BACKGROUND_MODULES = [
  ...(Object.keys(PACKAGE_CHUNKS) as (keyof typeof PACKAGE_CHUNKS)[]),
  'answer-sync.service',
  'browser-answer-outbox.adapter',
  'telemetry.composition',
  'telemetry.schemas',
  'notification.schemas',
  'hub-pushes',
] as const;

/** A module name as it reads inside a regular expression (`notification-center.factory`'s dot). */
export const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A built chunk of one of `modules`: `assets/UserMenu-B1x_9.js`, not `assets/UserMenuItem-…` nor a style sheet. */
export function chunksOf(modules: readonly string[]): RegExp {
  return new RegExp(`(?:^|/)(?:${modules.map(escaped).join('|')})-[\\w-]+\\.js$`);
}
