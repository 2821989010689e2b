import type { z } from 'zod';

/** One way an answer differs from its route's response schema: where, and what is wrong. */
export interface ResponseIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * An answer that does not match its route's declared response: a bug in the route or the schema,
 * so it is thrown as an unexpected error and becomes a logged 500 naming the route and the issues.
 */
export class ResponseDriftError extends Error {
  constructor(
    readonly route: string,
    readonly issues: readonly ResponseIssue[],
  ) {
    super(`${route} answered data that does not match its response schema: ${issues.map((i) => `${i.path || '(data)'}: ${i.message}`).join('; ')}`);
    this.name = 'ResponseDriftError';
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks `data` as the client receives it (after JSON encoding, so a Date is a string and an
 * undefined field is absent) against the schema, strictly: a wrong type, a missing field and an
 * unexpected field are all drift. Zod strips unknown keys by default and fills defaults in, so
 * after parsing, the wire value and the parsed value are compared key by key both ways; a schema
 * that deliberately admits extra keys (z.looseObject, z.record) keeps them and passes.
 */
export function responseIssues(schema: z.ZodType, data: unknown): ResponseIssue[] {
  const wire = JSON.parse(JSON.stringify(data ?? null)) as Json;
  const parsed = schema.safeParse(wire);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  }
  const issues: ResponseIssue[] = [];
  compareKeys(wire, parsed.data, [], issues);
  return issues;
}

function compareKeys(wire: unknown, parsed: unknown, path: string[], issues: ResponseIssue[]): void {
  if (Array.isArray(wire) && Array.isArray(parsed)) {
    wire.forEach((item, index) => compareKeys(item, parsed[index], [...path, String(index)], issues));
    return;
  }
  if (!isRecord(wire) || !isRecord(parsed)) return;
  for (const key of Object.keys(wire)) {
    if (!(key in parsed)) issues.push({ path: [...path, key].join('.'), message: 'unexpected field' });
    else compareKeys(wire[key], parsed[key], [...path, key], issues);
  }
  for (const key of Object.keys(parsed)) {
    if (!(key in wire)) issues.push({ path: [...path, key].join('.'), message: 'missing field (the schema filled in a default)' });
  }
}
