import type { z } from 'zod';
import type { FieldError } from '@domain/shared/envelope';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Runs a shared schema on form values and returns, per field, the catalogue key of its first
 * problem (the same keys the server uses), or null when everything is valid.
 */
export function validateWith<S extends z.ZodType>(schema: S, values: unknown): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

/** Field errors from the server are already in the user's language. */
export function serverFieldErrors(fields: readonly FieldError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const f of fields) errors[f.field] ??= f.message;
  return errors;
}
