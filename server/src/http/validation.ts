import type { z } from 'zod';
import { isMessageKey } from '@domain/shared/messages';
import { appError } from './app-error';

/** Parses input with a shared schema; a failure becomes a 400 that names every offending field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'query'): z.output<S> {
  const result = schema.safeParse(value ?? (where === 'query' ? {} : undefined));
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.map(String).join('.') : where,
    message: isMessageKey(issue.message) ? issue.message : 'fieldsInvalid',
  }));
  // The message is the first field's (envelope.ts), so the fields say all there is to say.
  throw appError('VALIDATION', { fields });
}

/** Path parameters that do not parse (a non-numeric id) name nothing that exists: 404. */
export function parseParams<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw appError('NOT_FOUND');
  return result.data;
}
