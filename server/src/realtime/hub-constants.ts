/**
 * Timing and size limits of the notification hub (ASP.NET Core SignalR defaults, which the official
 * client expects: it pings every 15 s and gives up on a server silent for 30 s).
 */

/** The server sends a Ping when it has sent nothing for this long. */
export const KEEP_ALIVE_INTERVAL_MS = 15_000;
/** A client not heard from (any message, pings included) for this long is closed. */
export const CLIENT_TIMEOUT_MS = 30_000;
/** Time from transport start to a valid handshake request. */
export const HANDSHAKE_TIMEOUT_MS = 15_000;
/** A negotiated connection whose transport never starts is forgotten after this long. */
export const NEGOTIATED_CONNECTION_TTL_MS = 15_000;
/** How often timeouts and keep-alives are checked, for all connections at once. */
export const HUB_TICK_MS = 1_000;

/**
 * A long poll is held this long at most, then answered 200 with an empty body; below the client's
 * 100 s poll timeout (LONG_POLLING_TIMEOUT_MS). In practice the 15 s keep-alive answers it first.
 */
export const LONG_POLL_HOLD_MS = 90_000;
/**
 * How long an ended connection's token is remembered: a long-polling id still answers 204 (not
 * 404) so the client stops cleanly, and no token can start a second connection here. Longer than
 * NEGOTIATED_CONNECTION_TTL_MS, after which a token cannot start a connection anywhere.
 */
export const ENDED_CONNECTION_GRACE_MS = 20_000;

/**
 * Largest hub message a client may send, in bytes (ASP.NET's MaximumReceiveMessageSize). A larger
 * message closes that connection with a Close message carrying an error.
 */
export const MAX_MESSAGE_BYTES = 32 * 1024;
/**
 * Largest transport frame (WebSocket message or POST body), in bytes. Above it the WebSocket is
 * closed with code 1009 and a POST is answered 413, both ending the connection.
 */
export const MAX_FRAME_BYTES = 1024 * 1024;
/** Output queued for a slow client (socket buffer, pending poll data) beyond which it is dropped. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Hub method calls waiting to run on one connection; more is a flood and closes it. */
export const MAX_QUEUED_INVOCATIONS = 32;
/** Longest invocation id and method name accepted. */
export const MAX_INVOCATION_ID_LENGTH = 128;
export const MAX_TARGET_LENGTH = 128;
/** Open connections (tabs) per user; a negotiate beyond it is refused with 429. */
export const MAX_CONNECTIONS_PER_USER = 50;

/** The JSON hub protocol's message terminator. */
export const RECORD_SEPARATOR = '\u001e';
export const RECORD_SEPARATOR_BYTE = 0x1e;

/** The Close error of a connection whose sign-in session was revoked or expired (no reconnect: it would get 401). */
export const SESSION_ENDED_ERROR = 'The session has ended.';
