import { z } from 'zod';

/** Response schemas of the support calls (issue 12); the server checks its answers against them. */

const id = z.number().int().positive();

/** Whom a support user acts for in this sign-in (`GET`/`POST support/acting-for`). */
export const actingForSchema = z.object({
  teacherUserId: id,
  teacherName: z.string(),
  schoolId: id,
  schoolName: z.string(),
  /** ISO 8601 with offset (database time). */
  startedAt: z.string(),
});
export type ActingFor = z.infer<typeof actingForSchema>;

/** `GET support/acting-for`: the current choice, or null when the support user acts for nobody. */
export const currentActingSchema = actingForSchema.nullable();

/** One recorded change: who did what, for whom, on which objects, when. */
export const supportAuditEntrySchema = z.object({
  id,
  supportUserId: id,
  supportUserName: z.string(),
  teacherUserId: id,
  teacherName: z.string(),
  schoolId: id,
  /** A SupportAction (support-actions.ts); a call without its own name is 'otherChange'. */
  action: z.string(),
  /** The call, `METHOD /api/pattern`. */
  route: z.string(),
  /** The ids the call named (path, query and body fields ending in Id). */
  objectIds: z.record(z.string(), z.union([z.number(), z.array(z.number())])),
  /** ISO 8601 with offset (database time). */
  actedAt: z.string(),
});
export type SupportAuditEntry = z.infer<typeof supportAuditEntrySchema>;

export const supportAuditPageSchema = z.object({
  items: z.array(supportAuditEntrySchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type SupportAuditPage = z.infer<typeof supportAuditPageSchema>;
