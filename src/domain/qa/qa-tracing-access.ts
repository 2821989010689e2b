import { RoleId } from '../identity/role';

/**
 * QA tracing records every machine's events and states (answers included) for QA staff to replay.
 * Students never get it: it is a developer tool, and their trace would hold their work. Every staff
 * role may, since QA signs in as each of them to test their screens.
 */
export function mayUseQaTracing(roleId: RoleId): boolean {
  return roleId !== RoleId.Student;
}

/**
 * Whether the user menu offers QA tracing: only to a role that may use it, and only where the
 * server's configuration enables it (`QA_TRACING=1`) or this tab asked for it (`?qa=1`).
 */
export function isQaTracingOffered(roleId: RoleId, enabled: { byConfiguration: boolean; inThisTab: boolean }): boolean {
  return mayUseQaTracing(roleId) && (enabled.byConfiguration || enabled.inThisTab);
}
