import type { TelemetryStore } from '@application/telemetry/telemetry-store.port';
import { TELEMETRY_USER_COOKIE_DAYS } from '@domain/telemetry/telemetry.constants';
import type { TelemetrySession } from '@domain/telemetry/telemetry.rules';
import type { PageViewEvent } from '@domain/telemetry/telemetry.schemas';

/** Keys in `localStorage` (kept across reloads and tabs), one buffer and one session per user. */
const bufferKey = (userId: number) => `usage-events:${userId}`;
const sessionKey = (userId: number) => `usage-session:${userId}`;
/** The browser's telemetry user id (api-spec §9: the user cookie lasts one year). */
export const TELEMETRY_USER_COOKIE = 'usage-user';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Storage may be full or blocked (private windows): telemetry is never worth failing a screen for. */
function write(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Not kept across a reload this time; memory still holds the events.
  }
}

const isSession = (value: unknown): value is TelemetrySession =>
  typeof value === 'object' && value !== null && typeof (value as TelemetrySession).id === 'string' &&
  Number.isFinite((value as TelemetrySession).startedAt) && Number.isFinite((value as TelemetrySession).lastActivityAt);

/**
 * The stored buffer and telemetry session in `localStorage`, per user (a shared computer keeps each
 * user's own); whatever does not read back as a page view is left out. The browser id lives in a
 * first-party cookie for a year, as the spec's user cookie does.
 */
export function createBrowserTelemetryStore(storage: Storage, doc: Pick<Document, 'cookie'>, newId: () => string = () => crypto.randomUUID()): TelemetryStore {
  return {
    async load(userId) {
      const stored = readJson(storage, bufferKey(userId));
      if (!Array.isArray(stored) || stored.length === 0) return [];
      // The schema loads only when events wait from an earlier visit (issue 17): most starts have
      // none, and building it with zod was part of a long task at every signed-in screen's start.
      const { pageViewEventSchema } = await import('@domain/telemetry/telemetry.schemas');
      return stored.flatMap((item): PageViewEvent[] => {
        const parsed = pageViewEventSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      });
    },
    async save(userId, events) {
      if (events.length === 0) storage.removeItem(bufferKey(userId));
      else write(storage, bufferKey(userId), events);
    },
    async loadSession(userId) {
      const stored = readJson(storage, sessionKey(userId));
      return isSession(stored) ? stored : null;
    },
    async saveSession(userId, session) {
      write(storage, sessionKey(userId), session);
    },
    async browserId() {
      const current = doc.cookie.split('; ').find((c) => c.startsWith(`${TELEMETRY_USER_COOKIE}=`))?.slice(TELEMETRY_USER_COOKIE.length + 1);
      const id = current && UUID.test(current) ? current : newId();
      // Written on every start, so the year counts from the last visit.
      doc.cookie = `${TELEMETRY_USER_COOKIE}=${id}; Max-Age=${TELEMETRY_USER_COOKIE_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax`;
      return id;
    },
  };
}
