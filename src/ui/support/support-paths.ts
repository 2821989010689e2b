import { RoleId } from '@domain/identity/role';
import { useSession } from '../app/services-context';

/** The teacher screens a support user opens under /support/… (product-spec §2 "Support"). */
const SUPPORT_MIRRORED = ['/class-room/management', '/class-room/details', '/class-room/legends', '/class-room/live', '/class-room/benchmarks', '/class-room/reporting', '/student-reports/student/', '/student-reports-expended'];

/**
 * Where a teacher screen's link goes for this viewer: a support user stays under /support/… (their
 * routes), everyone else goes to the path as it is.
 */
export function rolePath(roleId: RoleId | undefined, path: string): string {
  if (roleId !== RoleId.SupportRole || !SUPPORT_MIRRORED.some((p) => path.startsWith(p))) return path;
  return `/support${path}`;
}

/** `rolePath` for the signed-in viewer: `useRolePath('/class-room/details')`. */
export function useRolePath(path: string): string {
  return rolePath(useSession().profile?.roleId, path);
}
