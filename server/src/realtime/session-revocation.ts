import type { ConnectionRegistry } from './connection-registry';
import { SESSION_ENDED_ERROR } from './hub-constants';

/**
 * Keeps open connections as authorised as new ones: listens to the session-change announcements
 * (AUTH_SESSION_CHANGED_CHANNEL, sent by database triggers). A revoked session (logout, password
 * reset) closes its connections for good; a changed or removed user is asked to reconnect, which
 * authenticates again and is refused with 401 when the account is gone.
 */
export function createSessionRevocationListener(registry: ConnectionRegistry) {
  return (payload: string): void => {
    if (payload.startsWith('jti:')) {
      const jti = payload.slice(4);
      for (const connection of [...registry.all()]) {
        if (connection.sessionId === jti) connection.close({ error: SESSION_ENDED_ERROR });
      }
    } else if (payload.startsWith('user:')) {
      const userId = Number(payload.slice(5));
      if (!Number.isInteger(userId)) return;
      for (const connection of registry.connectionsOf(userId)) {
        connection.close({ error: 'The account changed; reconnect to continue.', allowReconnect: true });
      }
    }
  };
}
