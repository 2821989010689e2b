import type { TelemetrySession } from '@domain/telemetry/telemetry.rules';
import type { PageViewEvent } from '@domain/telemetry/telemetry.schemas';

/**
 * What the browser keeps for usage telemetry across reloads (issue 16): the stored buffer and the
 * telemetry session, each per user, and the one-year telemetry user cookie.
 */
export interface TelemetryStore {
  /** The events a user's earlier page load left unsent (none when nothing readable is stored). */
  load(userId: number): Promise<PageViewEvent[]>;
  /** Replaces the user's stored buffer (the sender keeps it within the stored-buffer limit). */
  save(userId: number, events: readonly PageViewEvent[]): Promise<void>;
  loadSession(userId: number): Promise<TelemetrySession | null>;
  saveSession(userId: number, session: TelemetrySession): Promise<void>;
  /** The browser's telemetry user id, from its one-year cookie (set now when missing). */
  browserId(): Promise<string>;
}
export const TelemetryStore = Symbol.for('TelemetryStore');
