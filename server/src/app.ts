import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppDeps } from './app-deps';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { installErrorHandler } from './http/error-handler';
import { createSessionCache } from './http/session-cache';
import { appError } from './http/app-error';
import { sendFailure } from './http/envelope';
import { requestLanguage } from './http/language';
import { answerClientError, answerFrameworkError } from './http/framework-errors';
import { OneLineRequestLog, requestLoggerOptions } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { registerJsonCompression } from './http/json-compression';
import { createAppShell } from './http/app-shell';
import { createFastify } from './http/server-transport';
import { firstPictureReader } from './modules/learning/first-picture';
import type { Mailer } from './mail/mailer.port';
import { createOutboxMailer } from './mail/outbox-mailer';
import { createSmtpMailer } from './mail/smtp-mailer';
import { databaseBlobStore } from './media/database-blob-store';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createTokenService, loadSigningSecret } from './modules/auth/token.service';
import { registerGeographyRoutes } from './modules/geography/geography.routes';
import { registerUserRoutes } from './modules/users/users.routes';
import { registerStudentJourney } from './modules/learning/student-journey.module';
import { registerAssessments } from './modules/assessment/assessment.module';
import { createPublishedAssessmentStore } from './modules/assessment/published-assessment.store';
import { createPublishedContentStore } from './modules/content/read/published-content.store';
import { createLearnerStateCache } from './modules/learning/learner-state.cache';
import { createNotificationService } from './modules/notifications/notification.service';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { registerPrivacyRoutes } from './modules/privacy/privacy.routes';
import { registerClassroomRoutes } from './modules/classroom/classroom.routes';
import { registerSupportRoutes } from './modules/support/support.routes';
import { registerReportRoutes } from './modules/reports/report.routes';
import { registerNotificationHub } from './realtime/notification-hub';
import { createClassSignals } from './realtime/class-signals';
import { createLiveClassWatchers } from './realtime/live-class-watchers';
import { registerLiveClassRoutes } from './modules/classroom/live-class.routes';
import { startRollupDrainer } from './modules/reports/report-rollup.job';
import { startPublishRunner } from './modules/authoring/publish/publish-job.runner';
import { registerPublishJobRoutes } from './modules/authoring/publish/publish-job.routes';
import { registerAuthoring } from './modules/authoring/authoring.module';
import { registerConfigurationRoutes } from './modules/configuration/configuration.routes';
import { registerStandardsRoutes } from './modules/standards/standards.routes';
import { registerTelemetryRoutes } from './modules/telemetry/telemetry.routes';
import { registerAnalyticsRoutes } from './modules/telemetry/analytics.routes';
import { registerRosterSyncRoutes } from './modules/roster-sync/oneroster.routes';
import { startRosterImportRunner } from './modules/roster-sync/oneroster-import.runner';
import { registerEdlinkRoutes } from './modules/roster-sync/edlink/edlink.routes';
import { startEdlinkSyncRunner } from './modules/roster-sync/edlink/edlink-sync.runner';
import { registerAccessibilityRoutes } from './modules/accessibility/accessibility.routes';
import { registerSsoRoutes } from './modules/sso/sso.routes';
import { registerSupportChatRoutes } from './modules/support-chat/support-chat.routes';

export const API_PREFIX = '/api';
/** Request bodies above this are refused with 413 (uploads set their own limits). */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  readonly db: Database;
  readonly config: ServerConfig;
  readonly mailer?: Mailer;
  readonly logger?: FastifyServerOptions['logger'];
  /** Serve the built client from config.staticDir when it exists. */
  readonly serveClient?: boolean;
}

export interface BuiltApp {
  readonly app: FastifyInstance;
  readonly ctx: AppDeps;
}

/** Composes the server: context, API routes under /api, the client's files, and envelope errors. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { db, config } = options;
  const app = createFastify({
    logger: options.logger ?? requestLoggerOptions(config),
    logController: new OneLineRequestLog(),
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    // Forwarded headers (X-Forwarded-For, -Host, -Proto) are believed only from the configured proxies.
    trustProxy: config.trustedProxies.length > 0 ? [...config.trustedProxies] : false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // On shutdown, also close idle keep-alive sockets (the SignalR client opens some ahead of time).
    forceCloseConnections: true,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  }, config);

  const secret = await loadSigningSecret(db, config.jwtSecret);
  const mailer =
    options.mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(path.join(config.dataDir, 'outbox'), app.log));
  const classSignals = createClassSignals(db, app.log);
  const liveWatchers = createLiveClassWatchers(db, classSignals.origin, app.log);
  const stopWatchers = await liveWatchers.start();
  const ctx: AppDeps = {
    db,
    config,
    tokens: createTokenService(secret, config.tokenTtlMs),
    mailer,
    log: app.log,
    notifications: createNotificationService(db, app.log),
    sessions: await createSessionCache(db),
    blobs: databaseBlobStore,
    content: await createPublishedContentStore(db),
    assessments: await createPublishedAssessmentStore(db),
    learners: await createLearnerStateCache(db),
    classSignals,
    liveWatchers,
  };
  // Report rollups (issue 13): every process drains the queue of school rows a change left.
  const stopRollupDrainer = await startRollupDrainer(ctx);
  // Publish jobs (issue 14): every process runs queued publishes and retakes those a dead process left.
  const stopPublishRunner = await startPublishRunner(ctx);
  // OneRoster imports (issue 16): every process runs queued imports and retakes those a dead process left.
  const stopRosterImportRunner = await startRosterImportRunner(ctx);
  // Edlink syncs (issue 16): every process runs queued syncs and retakes those a dead process left.
  const stopEdlinkSyncRunner = await startEdlinkSyncRunner(ctx);
  // Not awaited: UNLISTEN queues behind whatever still holds the embedded database while the app
  // closes (the hub's shutdown), and dropped caches need no orderly goodbye.
  app.addHook('onClose', (_instance, done) => {
    for (const cache of [ctx.sessions, ctx.content, ctx.assessments, ctx.learners]) cache.close().catch(() => undefined);
    stopWatchers().catch(() => undefined);
    stopRollupDrainer().catch(() => undefined);
    stopPublishRunner().catch(() => undefined);
    stopRosterImportRunner().catch(() => undefined);
    stopEdlinkSyncRunner().catch(() => undefined);
    done();
  });

  installErrorHandler(app);
  registerSecurityHeaders(app, config);

  await app.register(
    async (api) => {
      // First, so its hook is on every API route; the hub and the client's files are outside this scope.
      await registerJsonCompression(api);
      registerAuthRoutes(api, ctx);
      registerUserRoutes(api, ctx);
      registerGeographyRoutes(api, ctx);
      registerStudentJourney(api, ctx);
      registerAssessments(api, ctx);
      registerNotificationRoutes(api, ctx);
      registerPrivacyRoutes(api, ctx);
      registerClassroomRoutes(api, ctx);
      registerLiveClassRoutes(api, ctx);
      registerSupportRoutes(api, ctx);
      registerReportRoutes(api, ctx);
      registerPublishJobRoutes(api, ctx);
      registerAuthoring(api, ctx);
      registerConfigurationRoutes(api, ctx);
      registerStandardsRoutes(api, ctx);
      registerTelemetryRoutes(api, ctx);
      registerAnalyticsRoutes(api, ctx);
      registerRosterSyncRoutes(api, ctx);
      registerEdlinkRoutes(api, ctx);
      registerAccessibilityRoutes(api, ctx);
      registerSsoRoutes(api, ctx);
      registerSupportChatRoutes(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  // The SignalR hub lives outside /api, at /hubs/notifications (the path clients negotiate with).
  await registerNotificationHub(app, ctx);

  // The client is served when it has been built; files are looked up per request, so a rebuild is picked up.
  const clientIndex = path.join(config.staticDir, 'index.html');
  const serveClient = options.serveClient ?? true;
  const appShell = createAppShell(config.staticDir, app.log, firstPictureReader(ctx.content));
  if (serveClient) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: true,
      // `/` is a client route like the others: the app shell below answers it, with its screen's preloads.
      index: false,
      // The build writes .br and .gz copies (scripts/precompress.plugin.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed build assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // More specific than the static files' wildcard, which would look for `/` as a directory.
    app.get('/', (request, reply) => (existsSync(clientIndex) ? appShell.send(request, reply) : reply.callNotFound()));
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    // Unknown API calls and missing build files are real 404s; any other path is a client route.
    const isApi = url.startsWith(`${API_PREFIX}/`) || url === API_PREFIX || url.startsWith('/hubs/') || url.startsWith('/assets/');
    if (serveClient && !isApi && (request.method === 'GET' || request.method === 'HEAD') && existsSync(clientIndex)) {
      // History-mode routes: the client decides what the path shows, including its not-found page.
      return appShell.send(request, reply);
    }
    return sendFailure(reply, appError('ROUTE_NOT_FOUND'), requestLanguage(request));
  });

  return { app, ctx };
}
