import { z } from 'zod';
import { idSchema, msg } from '../shared/schema-kit';

/** Disclosures are read a page at a time, newest first. */
export const DISCLOSURE_PAGE_SIZE_DEFAULT = 50;
export const DISCLOSURE_PAGE_SIZE_MAX = 200;

const pageNumberSchema = z.coerce.number({ error: msg('fieldsInvalid') }).int(msg('fieldsInvalid')).positive(msg('fieldsInvalid'));

/** `GET student/{id}/disclosures?page&pageSize`. */
export const disclosurePageQuerySchema = z.object({
  page: pageNumberSchema.max(1_000_000, msg('fieldsInvalid')).default(1),
  pageSize: pageNumberSchema.max(DISCLOSURE_PAGE_SIZE_MAX, msg('fieldsInvalid')).default(DISCLOSURE_PAGE_SIZE_DEFAULT),
});

export type DisclosurePageQuery = z.infer<typeof disclosurePageQuerySchema>;

/** The student a privacy call is about. */
export const studentParamsSchema = z.object({ id: idSchema });
