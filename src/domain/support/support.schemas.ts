import { z } from 'zod';
import { idSchema, wholeNumberSchema } from '../shared/schema-kit';

/** `POST support/acting-for`: the campus chosen on the support dashboard and a teacher of it. */
export const startActingSchema = z.object({ schoolId: idSchema, teacherUserId: idSchema }).strict();
export type StartActingInput = z.infer<typeof startActingSchema>;

/** Rows of the audit trail per page. */
export const SUPPORT_AUDIT_PAGE_SIZE = 20;

/** `GET support/audit?page=`: 1-based page of the caller's own recorded changes, newest first. */
export const supportAuditQuerySchema = z.object({ page: wholeNumberSchema(1).default(1) }).strict();
export type SupportAuditQuery = z.infer<typeof supportAuditQuerySchema>;
