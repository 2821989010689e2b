/**
 * Signals from the transport that the session is over (any 401 on a call made with a token). The
 * HTTP adapter raises it; the session service reacts; nothing in infrastructure navigates.
 */
export interface SessionEvents {
  onUnauthorized(listener: () => void): () => void;
  raiseUnauthorized(): void;
}
export const SessionEvents = Symbol.for('SessionEvents');
