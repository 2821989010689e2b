import fc from 'fast-check';
import type { z } from 'zod';

/*
 * Request inputs for the route fuzzer (fuzz.test.ts): values shaped by a route's zod schema, near
 * misses of that shape, and values no schema admits (wrong types, huge, deeply nested, NUL, lone
 * surrogates, ids beyond the integer column, negative, fractional, `__proto__` keys).
 */

/** Values that have broken servers before: each is tried in every field's place. */
export const HOSTILE_VALUES: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  '\uD83D',
  'emoji cut \uD83D',
  '\uDE00 tail first',
  'x'.repeat(100_000),
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  9.5,
  -1,
  0,
  1e308,
  '1e309',
  'NaN',
  '',
  ' ',
  true,
  null,
  [],
  {},
  Array.from({ length: 5_000 }, (_, i) => i),
  nested(200),
];

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? { next: value } : [value];
  return value;
}

const hostile = fc.constantFrom(...HOSTILE_VALUES);

/** Any JSON-able value at all, small. */
const anything = fc.jsonValue({ maxDepth: 3 });

interface ZodDef {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly innerType?: z.ZodType;
  readonly element?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly entries?: Record<string, string | number>;
  readonly values?: readonly unknown[];
  readonly in?: z.ZodType;
  readonly format?: string;
  readonly getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/**
 * A value the schema most likely admits (refinements aside), with a small chance of a hostile or
 * arbitrary value in any place: near misses come from there.
 */
export function shapedBy(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const fitting = fitsShape(schema, depth);
  return fc.oneof({ arbitrary: fitting, weight: 8 }, { arbitrary: hostile, weight: 1 }, { arbitrary: anything, weight: 1 });
}

function fitsShape(schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 6) return anything;
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      return fc.record(Object.fromEntries(keys.map((k) => [k, shapedBy(shape[k], depth + 1)]))).chain((value) =>
        // Sometimes a key dropped, sometimes an unknown or prototype key added.
        fc.oneof(
          { arbitrary: fc.constant(value), weight: 6 },
          { arbitrary: fc.constantFrom(...(keys.length ? keys : ['x'])).map((k) => omit(value, k)), weight: 1 },
          { arbitrary: fc.tuple(fc.string({ maxLength: 8 }), anything).map(([k, v]) => ({ ...value, [k]: v })), weight: 1 },
        ),
      );
    }
    case 'string':
      if (def.format === 'datetime') return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((d) => d.toISOString());
      if (def.format === 'email') return fc.emailAddress();
      return fc.oneof(fc.string({ maxLength: 24 }), fc.stringMatching(/^[a-z0-9]{5,15}$/), fc.string({ unit: 'binary', maxLength: 24 }));
    case 'number':
    case 'int':
      return fc.oneof(fc.integer({ min: 0, max: 50 }), fc.integer({ min: -3, max: 2_147_483_647 }), fc.double({ noNaN: true, min: -10, max: 10 }));
    case 'bigint':
      return fc.bigInt({ min: -10n, max: 10n }).map(String);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'array':
      return fc.array(shapedBy(def.element!, depth + 1), { maxLength: 4 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => fitsShape(o, depth + 1)));
    case 'nullable':
      return fc.option(fitsShape(def.innerType!, depth + 1), { nil: null });
    case 'optional':
      return fc.option(fitsShape(def.innerType!, depth + 1), { nil: undefined });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fitsShape(def.innerType!, depth);
    case 'pipe':
      return fitsShape(def.in!, depth);
    case 'lazy':
      return def.getter ? fitsShape(def.getter(), depth + 1) : anything;
    default:
      return anything;
  }
}

function omit(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

/**
 * A raw request body: JSON of a shaped or arbitrary value, or text JSON cannot make from an object
 * literal (a `__proto__` key, deep nesting, a lone surrogate escaped, a number too big for a double).
 */
export function rawBody(schema: z.ZodType | undefined): fc.Arbitrary<string | undefined> {
  const shaped = schema ? shapedBy(schema) : anything;
  return fc.oneof(
    { arbitrary: shaped.map((v) => (v === undefined ? undefined : JSON.stringify(v))), weight: 6 },
    { arbitrary: hostile.map((v) => JSON.stringify(v)), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
        '{"id":1e400}',
        '{"text":"\\ud800"}',
        '{"a":"\\u0000"}',
        `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
        '{"unterminated":',
        'not json at all',
        '',
      ),
      weight: 2,
    },
  );
}

/** A value as the text of a path or query parameter. */
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** Percent-encoding that also carries a lone surrogate (as the bytes a careless encoder writes for it). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((ch) => (/[\uD800-\uDFFF]/.test(ch) ? '%ED%A0%BD' : encodeURIComponent(ch))).join('');
  }
}

/**
 * One path or query parameter, ready for a URL: shaped by its schema (percent-encoded), or hostile
 * text as a careless or hostile client sends it (bad percent-encoding, NUL, over-long, out of range).
 */
export function urlText(schema: z.ZodType | undefined): fc.Arbitrary<string> {
  const shaped = (schema ? shapedBy(schema) : anything).map((v) => encode(asText(v)));
  return fc.oneof({ arbitrary: shaped, weight: 6 }, { arbitrary: fc.constantFrom(...HOSTILE_URL_TEXTS), weight: 3 });
}

/** Path and query texts a careless or hostile client sends; every route is also tried with each of them (the fuzzer's examples). */
export const HOSTILE_URL_TEXTS: readonly string[] = ['2147483648', '-1', '0', '1.5', '1e3', '%00', 'x'.repeat(300), '%E0%A4%A', '%', '..%2F..', ' ', '%ED%A0%BD'];

/** The shape of each field of an object schema (params or query), or none. */
export function fieldsOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.type === 'pipe') return fieldsOf(def.in);
  if (def.type === 'optional' || def.type === 'default') return fieldsOf(def.innerType);
  return {};
}
