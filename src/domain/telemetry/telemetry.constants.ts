/** Usage telemetry and time in system (issue 16; api-spec §9, product-spec §9). Units are in the names. */

/** A batch leaves this often (when something is waiting). */
export const TELEMETRY_BATCH_INTERVAL_MS = 15_000;
/** A batch's JSON body is at most this many bytes; the server refuses a larger one with 413. */
export const TELEMETRY_BATCH_LIMIT_BYTES = 102_400;
/** A failed batch is retried this many times, then dropped. */
export const TELEMETRY_RETRY_LIMIT = 10;
/** Events waiting in memory; past this the oldest are dropped. */
export const TELEMETRY_MEMORY_BUFFER = 10_000;
/** Events kept in storage across reloads; past this the oldest are dropped. */
export const TELEMETRY_STORED_BUFFER = 2_000;
/** A telemetry session renews after this long without an event... */
export const TELEMETRY_SESSION_RENEW_MS = 30 * 60 * 1000;
/** ...and ends this long after it began, however active. */
export const TELEMETRY_SESSION_EXPIRE_MS = 24 * 60 * 60 * 1000;
/** The browser's telemetry user cookie lasts one year. */
export const TELEMETRY_USER_COOKIE_DAYS = 365;
/** The most events one batch may carry (the byte limit usually binds first). */
export const TELEMETRY_MAX_EVENTS_PER_BATCH = 500;
/** The longest section name and page path a page view may carry. */
export const TELEMETRY_SECTION_MAX = 80;
export const TELEMETRY_PATH_MAX = 500;
/** The longest wait between two retries of a failed batch (the backoff doubles from the batch interval up to this). */
export const TELEMETRY_RETRY_MAX_DELAY_MS = 5 * 60 * 1000;

/** Time in system: counted by a one-second timer, reported this often (api-spec §7.2). */
export const TIME_IN_SYSTEM_TICK_MS = 1000;
export const TIME_IN_SYSTEM_REPORT_MS = 15_000;
/**
 * A report adds the seconds since the user's last one, at most the report interval plus this slack
 * (a late timer, a slow network): a tampered client cannot add hours in one call.
 */
export const TIME_IN_SYSTEM_REPORT_SLACK_MS = 5_000;
