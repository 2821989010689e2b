import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/database';
import type { ServerConfig } from './config';
import type { TokenService } from './modules/auth/token.service';
import type { Mailer } from './mail/mailer.port';
import type { NotificationService } from './modules/notifications/notification.service';
import type { SessionCache } from './http/session-cache';

/** What route modules and use cases are built from: composed once in app.ts. */
export interface AppContext {
  readonly db: Database;
  readonly config: ServerConfig;
  readonly tokens: TokenService;
  readonly mailer: Mailer;
  readonly log: FastifyBaseLogger;
  /** Raises notifications: saved first, then pushed to the recipients' open hub connections. */
  readonly notifications: NotificationService;
  /** Verified sessions, dropped on revocation in every process (docs/decisions.md, "Session cache"). */
  readonly sessions: SessionCache;
}
