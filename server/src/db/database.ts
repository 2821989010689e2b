/**
 * The one way the server talks to PostgreSQL, implemented over PGlite (embedded) and `pg` (server).
 * Repositories take an `Sql` first, so the same function runs inside or outside a transaction.
 */
export interface Sql {
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export type NotificationHandler = (payload: string) => void;

export interface ListenOptions {
  /**
   * Called when the LISTEN connection came back after being lost: notifications sent while it was
   * down were missed, so whatever they would have changed (a cache) must be dropped. Never called on
   * PGlite, whose LISTEN lives in the process and cannot be lost.
   */
  readonly onReset?: () => void;
}

/** Where the database layer reports its own trouble (pino's call shape, so the app's logger fits). */
export interface DatabaseLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; resolves to an unsubscribe function (which also ends `onReset`). */
  listen(channel: string, handler: NotificationHandler, options?: ListenOptions): Promise<() => Promise<void>>;
  /** NOTIFY a channel (delivered to every listening process, this one included). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** Returns the first row or null. */
export async function one<T>(sql: Sql, text: string, params?: readonly unknown[]): Promise<T | null> {
  const rows = await sql.query<T>(text, params);
  return rows[0] ?? null;
}
