import { RoleId } from '@domain/identity/role';
import { TIME_IN_SYSTEM_REPORT_MS, TIME_IN_SYSTEM_REPORT_SLACK_MS } from '@domain/telemetry/telemetry.constants';
import { TIME_IN_SYSTEM_USERS_LISTED, type TelemetryBatchResult, type TimeInSystemReport, type TimeInSystemToday } from '@domain/telemetry/telemetry.responses';
import { sendsTelemetry } from '@domain/telemetry/telemetry.rules';
import type { TelemetryBatchBody, TimeInSystemQuery } from '@domain/telemetry/telemetry.schemas';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import {
  addSecondsToday,
  insertPageViews,
  msSinceLastReport,
  stampReport,
  timePerDistrict,
  timePerSchool,
  timePerUser,
  todayUtc,
  type TelemetryActor,
  type TimePlace,
} from './telemetry.repository';

/*
 * Usage telemetry and time in system (issue 16; api-spec §7.15, §7.2; docs/telemetry.md). The
 * actor and place of every event are the signed-in user's; a SuperAdmin's batch is accepted and
 * dropped (product-spec §6). A user reports only their own time, and reads others' only inside
 * their report scope.
 */

const actorOf = (viewer: AuthUser): TelemetryActor => ({
  userId: viewer.id,
  userName: viewer.userName,
  roleId: viewer.roleId,
  stateId: viewer.stateId,
  districtId: viewer.districtId,
  schoolId: viewer.schoolId,
});

export async function collectEvents(deps: AppDeps, viewer: AuthUser, batch: TelemetryBatchBody): Promise<TelemetryBatchResult> {
  if (!sendsTelemetry(viewer.roleId)) return { stored: 0 };
  const extensions = batch.browserId ? { browserId: batch.browserId } : {};
  return { stored: await insertPageViews(deps.db, actorOf(viewer), batch.events, extensions) };
}

/** The most one report may add: the interval plus slack for a late timer or a slow network. */
const REPORT_CAP_MS = TIME_IN_SYSTEM_REPORT_MS + TIME_IN_SYSTEM_REPORT_SLACK_MS;

/**
 * Adds the time since the user's last report (the interval for the first), never more than the
 * cap, to today's total. The report row is locked, so two tabs reporting at once share the time.
 */
export async function reportTimeInSystem(deps: AppDeps, viewer: AuthUser, userId: number): Promise<TimeInSystemToday> {
  if (userId !== viewer.id) throw appError('FORBIDDEN');
  const actor = actorOf(viewer);
  return deps.db.transaction(async (tx) => {
    const sinceMs = await msSinceLastReport(tx, viewer.id);
    const creditMs = Math.min(Math.max(sinceMs ?? TIME_IN_SYSTEM_REPORT_MS, 0), REPORT_CAP_MS);
    await stampReport(tx, viewer.id);
    const today = await addSecondsToday(tx, actor, Math.round(creditMs / 1000));
    return { userId: viewer.id, day: today.day, seconds: today.seconds };
  });
}

/**
 * The report scopes of product-spec §6 for time in system: a campus manager their school, a
 * district manager their district, a state manager their state, a super admin everyone.
 */
function timePlaceOf(viewer: AuthUser): TimePlace {
  switch (viewer.roleId) {
    case RoleId.SuperAdmin:
      return { kind: 'all' };
    case RoleId.StateManager:
      return { kind: 'state', id: viewer.stateId };
    case RoleId.DistrictManager:
      return { kind: 'district', id: viewer.districtId };
    case RoleId.CampusManager:
      return { kind: 'school', id: viewer.schoolId };
    default:
      throw appError('FORBIDDEN');
  }
}

/** Time in system over the days in the viewer's scope: per user (the busiest first) and summed per school and district. */
export async function timeInSystemInScope(deps: AppDeps, viewer: AuthUser, query: TimeInSystemQuery): Promise<TimeInSystemReport> {
  const place = timePlaceOf(viewer);
  const today = await todayUtc(deps.db);
  // One day given: that day alone, or from it until today.
  const from = query.from ?? query.to ?? today;
  const to = query.to ?? (from > today ? from : today);
  const [users, schools, districts] = await Promise.all([
    timePerUser(deps.db, place, from, to, TIME_IN_SYSTEM_USERS_LISTED),
    timePerSchool(deps.db, place, from, to),
    timePerDistrict(deps.db, place, from, to),
  ]);
  return { from, to, users, schools, districts };
}
