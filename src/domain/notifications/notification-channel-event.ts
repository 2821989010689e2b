import type { ClassSignal } from '../realtime/class-signal.contract';
import type { Notification } from './notification.schemas';

/**
 * What the real-time channel tells the application, after validation and HTML escaping:
 * a new notification, or read/delete changes (made in this tab or another one).
 */
export type NotificationChannelEvent =
  | { readonly kind: 'received'; readonly notification: Notification }
  | { readonly kind: 'read'; readonly ids: readonly number[]; readonly isRead: boolean }
  | { readonly kind: 'deleted'; readonly ids: readonly number[] }
  /** An ephemeral class signal (live class activity, a unit lock): never stored, never in the inbox. */
  | { readonly kind: 'signal'; readonly signal: ClassSignal };

/** Why the channel could not connect; the adapter maps transport errors to these codes. */
export type ChannelFailureCode =
  /** 401: no token, or the session ended. Retrying cannot help. */
  | 'UNAUTHORIZED'
  /** The negotiate call failed (network, 404 "not an endpoint", 5xx). */
  | 'NEGOTIATION_FAILED'
  /** No transport (WebSockets, SSE, long polling) could be started. */
  | 'TRANSPORT_UNAVAILABLE'
  /** The server refused the hub handshake. */
  | 'HANDSHAKE_FAILED'
  /** Anything else, including a stop during start. */
  | 'CONNECTION_FAILED';

export interface ChannelFailure {
  readonly code: ChannelFailureCode;
  readonly message: string;
}
