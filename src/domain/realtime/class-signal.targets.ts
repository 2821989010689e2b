/**
 * The class signals' hub targets and methods, apart from their payload schemas
 * (class-signal.contract.ts) so the code that only routes on them (a unit page following publishes,
 * the live class view, the bell's invalidation) does not carry zod into a student's route.
 */
export const ClassSignalTarget = {
  /** One argument: LiveClassActivity — a student of a watched classroom did something. */
  LiveClassActivity: 'LiveClassActivity',
  /** One argument: UnitLocksChanged — a classroom of the student locked or unlocked a unit. */
  UnitLocksChanged: 'UnitLocksChanged',
  /** One argument: ContentUpdated (content-update.contract.ts) — a publish succeeded; sent to every connected user. */
  ContentUpdated: 'ContentUpdated',
  /** One argument: EdlinkSyncProgress (roster-sync/edlink.schemas.ts) — a district's Edlink sync moved on; sent to super admins. */
  EdlinkSyncProgress: 'EdlinkSyncProgress',
} as const;
export type ClassSignalTarget = (typeof ClassSignalTarget)[keyof typeof ClassSignalTarget];

/** Client → server hub methods of the live class view. */
export const ClassSignalMethod = {
  /** One argument: a classroom id. Result: true when the caller may watch it (renew before LIVE_WATCH_LEASE_MS). */
  WatchClassroom: 'WatchClassroom',
  /** One argument: a classroom id. Result: true. */
  StopWatchingClassroom: 'StopWatchingClassroom',
} as const;

/** How long one WatchClassroom call lasts; the client renews every LIVE_WATCH_RENEW_MS. */
export const LIVE_WATCH_LEASE_MS = 60_000;
export const LIVE_WATCH_RENEW_MS = 20_000;
