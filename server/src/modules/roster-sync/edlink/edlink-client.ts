import type { z } from 'zod';
import type { MessageKey } from '@domain/shared/messages';
import {
  edlinkClassSchema,
  edlinkDistrictSchema,
  edlinkEnrollmentSchema,
  edlinkEventSchema,
  edlinkPageSchema,
  edlinkPersonSchema,
  edlinkSchoolSchema,
  type EdlinkEvent,
  type EdlinkGraph,
} from './edlink-records';

/*
 * A client for Edlink's v2 graph API (issue 16): bearer token per integration, cursor paging
 * ($first/$after, then following $next), a 429 waited out for its Retry-After a bounded number of
 * times, every answer checked with zod. Failures are EdlinkFailure with a message key, so a sync
 * ends `failed` with a clear reason instead of crashing; an expired cursor is its own failure
 * (EdlinkCursorExpired), on which the sync reads everything again.
 */

export const EDLINK_DEFAULT_BASE_URL = 'https://ed.link/api/v2/graph';
export const EDLINK_PAGE_SIZE = 1000;
export const EDLINK_MAX_RETRIES = 5;
/** Used when a 429 names no Retry-After; a Retry-After beyond the cap is cut to it (a sync must end). */
export const EDLINK_DEFAULT_RETRY_MS = 1000;
export const EDLINK_MAX_RETRY_MS = 60_000;
/** Edlink keeps events this long; a cursor older than that cannot be resumed. */
export const EDLINK_EVENTS_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** A request Edlink does not answer by then fails the sync (a hung connection must not hold a run forever). */
export const EDLINK_REQUEST_TIMEOUT_MS = 30_000;

/** Where the client reaches Edlink: EDLINK_API_URL (a test's local server), else Edlink itself. */
export const edlinkBaseUrl = (): string => process.env.EDLINK_API_URL || EDLINK_DEFAULT_BASE_URL;

export class EdlinkFailure extends Error {
  constructor(
    readonly reason: MessageKey,
    readonly detail = '',
  ) {
    super(`${reason} ${detail}`.trim());
  }
}

/** The cursor Edlink was given is no longer known (expired, or the feed moved past it): read everything again. */
export class EdlinkCursorExpired extends Error {}

export interface EdlinkClientOptions {
  readonly baseUrl: string;
  readonly token: string;
  readonly pageSize?: number;
  readonly maxRetries?: number;
  /** Waits before a retry; injected so tests never really sleep. */
  readonly delay?: (ms: number) => Promise<void>;
  readonly fetch?: typeof fetch;
  readonly requestTimeoutMs?: number;
}

const realDelay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After as seconds or an HTTP date, in milliseconds, capped. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return EDLINK_DEFAULT_RETRY_MS;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), EDLINK_MAX_RETRY_MS) : EDLINK_DEFAULT_RETRY_MS;
}

export function createEdlinkClient(options: EdlinkClientOptions) {
  const base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  const pageSize = options.pageSize ?? EDLINK_PAGE_SIZE;
  const maxRetries = options.maxRetries ?? EDLINK_MAX_RETRIES;
  const delay = options.delay ?? realDelay;
  const doFetch = options.fetch ?? fetch;

  /** One GET, 429s waited out; answers the parsed JSON. `cursored`: a 4xx means the cursor is gone. */
  async function getJson(url: URL, cursored: boolean): Promise<unknown> {
    // The token only ever goes to Edlink's own origin, whatever a $next says.
    if (url.origin !== base.origin) throw new EdlinkFailure('edlinkMalformed', `$next leaves ${base.origin}`);
    for (let attempt = 0; ; attempt += 1) {
      let res: Response;
      try {
        res = await doFetch(url, {
          headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(options.requestTimeoutMs ?? EDLINK_REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new EdlinkFailure('edlinkUnavailable', error instanceof Error ? error.message : String(error));
      }
      if (res.status === 429) {
        if (attempt >= maxRetries) throw new EdlinkFailure('edlinkRateLimited');
        await res.body?.cancel();
        await delay(retryAfterMs(res.headers.get('retry-after')));
        continue;
      }
      if (res.status === 401 || res.status === 403) throw new EdlinkFailure('edlinkUnauthorized');
      if (cursored && (res.status === 400 || res.status === 404 || res.status === 410 || res.status === 422)) throw new EdlinkCursorExpired();
      if (!res.ok) throw new EdlinkFailure('edlinkUnavailable', `HTTP ${res.status} for ${url.pathname}`);
      try {
        return await res.json();
      } catch {
        throw new EdlinkFailure('edlinkMalformed', `${url.pathname} is not JSON`);
      }
    }
  }

  /** Every page of a list, from `after` (or the start), following $next. */
  async function* pages<T extends z.ZodType>(resource: string, item: T, after?: string): AsyncGenerator<z.infer<T>[]> {
    let url: URL | null = new URL(resource, base);
    url.searchParams.set('$first', String(pageSize));
    if (after) url.searchParams.set('$after', after);
    let cursored = Boolean(after);
    const schema = edlinkPageSchema(item);
    while (url) {
      const parsed = schema.safeParse(await getJson(url, cursored));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new EdlinkFailure('edlinkMalformed', `${resource}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
      }
      yield parsed.data.$data as z.infer<T>[];
      url = parsed.data.$next ? new URL(parsed.data.$next) : null;
      cursored = true;
    }
  }

  /** A whole list; a cursor that expires midway starts it again once (nothing is kept from the first try). */
  async function list<T extends z.ZodType>(resource: string, item: T): Promise<z.infer<T>[]> {
    for (let restart = 0; ; restart += 1) {
      const all: z.infer<T>[] = [];
      try {
        for await (const page of pages(resource, item)) all.push(...page);
        return all;
      } catch (error) {
        if (!(error instanceof EdlinkCursorExpired) || restart >= 1) {
          if (error instanceof EdlinkCursorExpired) throw new EdlinkFailure('edlinkUnavailable', `${resource}: the cursor keeps expiring`);
          throw error;
        }
      }
    }
  }

  return {
    async graph(): Promise<EdlinkGraph> {
      return {
        districts: await list('districts', edlinkDistrictSchema),
        schools: await list('schools', edlinkSchoolSchema),
        classes: await list('classes', edlinkClassSchema),
        people: await list('people', edlinkPersonSchema),
        enrollments: await list('enrollments', edlinkEnrollmentSchema),
      };
    },
    /**
     * The events after `cursor` (all of the feed without one). EdlinkCursorExpired when Edlink no
     * longer knows the cursor or the first event is past the 30-day window: the caller reads everything.
     */
    async events(cursor: string | null, now = Date.now()): Promise<EdlinkEvent[]> {
      const all: EdlinkEvent[] = [];
      for await (const page of pages('events', edlinkEventSchema, cursor ?? undefined)) all.push(...page);
      const first = all[0] ? Date.parse(all[0].date) : NaN;
      if (cursor && Number.isFinite(first) && now - first > EDLINK_EVENTS_WINDOW_MS) throw new EdlinkCursorExpired();
      return all;
    },
  };
}

export type EdlinkClient = ReturnType<typeof createEdlinkClient>;
