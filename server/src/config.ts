import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { SESSION_IDLE_LOGOUT_MS, SESSION_IDLE_WARNING_BEFORE_MS } from '@domain/shared/constants';
import { LISTEN_RECONNECT_DELAYS_MS } from './db/listen-reconnect';

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');
const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: int(10),
  // Server processes on one port (docs/scaling.md): a whole number, or `auto` for one per core.
  WORKERS: z
    .string()
    .regex(/^(auto|[1-9]\d{0,2})$/, 'a whole number from 1 to 999, or auto')
    .default('1')
    .transform((v) => (v === 'auto' ? availableParallelism() : Number(v))),
  LISTEN_RECONNECT_DELAYS_MS: z
    .string()
    .regex(/^\s*[1-9]\d*\s*(,\s*[1-9]\d*\s*)*$/, 'a comma-separated list of milliseconds, each at least 1')
    .optional(),
  BACKUP_DIR: z.string().default('./backups'),
  DEMO_SEED: flag,
  JWT_SECRET: z.string().min(32).optional(),
  TOKEN_TTL_MINUTES: int(12 * 60),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Course Platform <no-reply@course-platform.local>'),
  PUBLIC_URL: z.string().url().optional(),
  RESET_TOKEN_TTL_MINUTES: int(60),
  LOGIN_CLIENT_MAX_FAILURES: int(10),
  LOGIN_CLIENT_WINDOW_MINUTES: int(15),
  LOGIN_ACCOUNT_MAX_FAILURES: int(100),
  LOGIN_ACCOUNT_WINDOW_MINUTES: int(60),
  KNOWN_DEVICE_DAYS: int(30),
  LOGIN_DELAY_AFTER_FAILURES: int(5),
  LOGIN_DELAY_SECONDS: int(2),
  LOGIN_DELAY_MAX_MINUTES: int(15),
  PASSWORD_RESET_ACCOUNT_MAX_PER_HOUR: int(3),
  PASSWORD_RESET_CLIENT_MAX_PER_HOUR: int(10),
  SESSION_IDLE_LOGOUT_MS: int(SESSION_IDLE_LOGOUT_MS),
  SESSION_IDLE_WARNING_BEFORE_MS: int(SESSION_IDLE_WARNING_BEFORE_MS),
  ALLOW_SIGNUP: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((v) => v === undefined || v === '1' || v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('dist'),
  CHECK_RESPONSES: z.enum(['1', '0', 'true', 'false']).optional(),
  TRUSTED_PROXIES: z.string().default(''),
  HSTS: flag,
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  QA_TRACING: flag,
  FRAME_SOURCES: z.string().default(''),
  REQUEST_TIMEOUT_MS: int(30_000),
  NODE_ENV: z.string().optional(),
  // One single-sign-on provider configured by environment (docs/sso.md).
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().max(60).default('Single sign-on'),
  OIDC_HOSTED_DOMAIN: z.string().optional(),
});

export interface LoginThrottlePolicy {
  /** Failures one client (address or known-device cookie) may make against one account inside `clientWindowMs` before it is blocked. */
  readonly clientMaxFailures: number;
  readonly clientWindowMs: number;
  /** Failures from all clients inside `accountWindowMs` before unknown devices are refused (NIST 800-63B: ≤ 100). */
  readonly accountMaxFailures: number;
  readonly accountWindowMs: number;
  /** How long a device's signed cookie keeps it "known" to an account it signed in to. */
  readonly knownDeviceMs: number;
  /** Account failures inside `accountWindowMs` an unknown device may follow without waiting. */
  readonly delayAfterFailures: number;
  /** The first wait after those; each further failure doubles it, up to `delayMaxMs`. */
  readonly delayBaseMs: number;
  readonly delayMaxMs: number;
}

/** Password-reset requests answered with a mail per hour; beyond them the answer is the same and nothing is sent. */
export interface PasswordResetLimits {
  readonly accountMaxPerHour: number;
  readonly clientMaxPerHour: number;
}

/** An OpenID Connect provider people may sign in with (docs/sso.md). */
export interface SsoProviderConfig {
  /** The provider's id in the sign-in link (`/api/sso/start/{id}`): derived from its name. */
  readonly id: string;
  /** Shown on the sign-in button ("Sign in with Clever"). */
  readonly name: string;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Google Workspace: the district's domain; an ID token with another `hd` (or none) is refused. */
  readonly hostedDomain: string | null;
}

/** A WORKERS worker's private channel (docs/scaling.md): set by the cluster, never by the environment. */
export interface WorkerChannel {
  /** The 0700 directory holding each worker's socket, `<owner>.sock`. */
  readonly dir: string;
  /** This worker's owner tag, named in the connection ids it negotiates. */
  readonly owner: string;
}

/** PEM files of the site's certificate (with its chain) and private key: HTTPS with HTTP/2 on PORT. */
export interface TlsFiles {
  readonly certFile: string;
  readonly keyFile: string;
}

export interface ServerConfig {
  readonly port: number;
  /** Null: plain HTTP/1.1 (behind a proxy that ends TLS, or on a developer's machine). */
  readonly tls: TlsFiles | null;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** Pool size per process: with WORKERS, the database sees workers × pool size (plus a LISTEN connection each). */
  readonly databasePoolSize: number;
  /** Server processes sharing the port; 1 is a single process, as before. */
  readonly workers: number;
  /** Present in a worker of several: where transport requests for its siblings' connections are forwarded. */
  readonly workerChannel?: WorkerChannel;
  /** Waits before each attempt to get a lost LISTEN connection back; the last one repeats. */
  readonly listenReconnectDelaysMs: readonly number[];
  /** Where `npm run backup` writes and `npm run restore` is usually pointed. */
  readonly backupDir: string;
  readonly seedDemo: boolean;
  readonly jwtSecret: string | undefined;
  readonly tokenTtlMs: number;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly publicUrl: string | undefined;
  /** Where links in e-mails point: PUBLIC_URL, else the configured listen address (never a request's Host). */
  readonly linkBaseUrl: string;
  readonly resetTokenTtlMs: number;
  readonly passwordResetLimits: PasswordResetLimits;
  readonly loginThrottle: LoginThrottlePolicy;
  readonly sessionIdleLogoutMs: number;
  readonly sessionIdleWarningBeforeMs: number;
  readonly allowSignup: boolean;
  readonly logLevel: string;
  readonly staticDir: string;
  /** Check every answer's data against its route's response schema (drift is a 500): tests and development only. */
  readonly checkResponses: boolean;
  /** Addresses or CIDRs of the proxies whose X-Forwarded-* headers are believed; empty trusts none. */
  readonly trustedProxies: readonly string[];
  /** Send Strict-Transport-Security (only behind HTTPS). */
  readonly hsts: boolean;
  /** Origins besides this one whose pages course content may frame (CSP frame-src), e.g. a video host. */
  readonly frameSources: readonly string[];
  /** A request whose whole body has not arrived by then is answered 408 and its connection closed. */
  readonly requestTimeoutMs: number;
  /** Offer QA tracing in the user menu to the roles that may use it (a test or staging site); off by default. */
  readonly qaTracing: boolean;
  /** Single-sign-on providers (none, or the one configured by OIDC_* variables). */
  readonly ssoProviders: readonly SsoProviderConfig[];
}

const MINUTE_MS = 60_000;

/** PUBLIC_URL without a trailing slash, else the listen address (localhost when it listens on every interface). */
function linkBaseUrlOf(publicUrl: string | undefined, host: string, port: number, secure: boolean): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const everyInterface = host === '' || host === '0.0.0.0' || host === '::' || host === '[::]';
  const name = everyInterface ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `${secure ? 'https' : 'http'}://${name}:${port}`;
}

/** Reads configuration from the environment; an invalid value stops the start with the variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable means "not set" (e.g. DATABASE_URL= to force the embedded database).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  // PGlite is a database inside one process: other processes cannot open it.
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new Error(`Invalid configuration: WORKERS: ${e.WORKERS} server processes need PostgreSQL (DATABASE_URL); the embedded PGlite database runs in one process`);
  }
  // Mail leaves the machine over SMTP: its links must name the site users know, set on purpose.
  if (e.SMTP_URL && !e.PUBLIC_URL) throw new Error('Invalid configuration: PUBLIC_URL: required when SMTP_URL is set (the base of links in e-mails)');
  // Half a certificate would leave the server on plain HTTP while its operator believes otherwise.
  if (Boolean(e.TLS_CERT_FILE) !== Boolean(e.TLS_KEY_FILE)) {
    throw new Error('Invalid configuration: TLS_CERT_FILE and TLS_KEY_FILE: set both (HTTPS) or neither (plain HTTP)');
  }
  return {
    port: e.PORT,
    tls: e.TLS_CERT_FILE && e.TLS_KEY_FILE ? { certFile: path.resolve(e.TLS_CERT_FILE), keyFile: path.resolve(e.TLS_KEY_FILE) } : null,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    workers: e.WORKERS,
    listenReconnectDelaysMs: e.LISTEN_RECONNECT_DELAYS_MS?.split(',').map(Number) ?? LISTEN_RECONNECT_DELAYS_MS,
    backupDir: path.resolve(e.BACKUP_DIR),
    // The embedded default always has the demo world; a PostgreSQL server only when asked.
    seedDemo: e.DATABASE_URL ? e.DEMO_SEED : true,
    jwtSecret: e.JWT_SECRET,
    tokenTtlMs: e.TOKEN_TTL_MINUTES * MINUTE_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    linkBaseUrl: linkBaseUrlOf(e.PUBLIC_URL, e.HOST, e.PORT, Boolean(e.TLS_CERT_FILE)),
    resetTokenTtlMs: e.RESET_TOKEN_TTL_MINUTES * MINUTE_MS,
    passwordResetLimits: {
      accountMaxPerHour: e.PASSWORD_RESET_ACCOUNT_MAX_PER_HOUR,
      clientMaxPerHour: e.PASSWORD_RESET_CLIENT_MAX_PER_HOUR,
    },
    loginThrottle: {
      clientMaxFailures: e.LOGIN_CLIENT_MAX_FAILURES,
      clientWindowMs: e.LOGIN_CLIENT_WINDOW_MINUTES * MINUTE_MS,
      accountMaxFailures: e.LOGIN_ACCOUNT_MAX_FAILURES,
      accountWindowMs: e.LOGIN_ACCOUNT_WINDOW_MINUTES * MINUTE_MS,
      knownDeviceMs: e.KNOWN_DEVICE_DAYS * 24 * 60 * MINUTE_MS,
      delayAfterFailures: e.LOGIN_DELAY_AFTER_FAILURES,
      delayBaseMs: e.LOGIN_DELAY_SECONDS * 1000,
      delayMaxMs: e.LOGIN_DELAY_MAX_MINUTES * MINUTE_MS,
    },
    sessionIdleLogoutMs: e.SESSION_IDLE_LOGOUT_MS,
    sessionIdleWarningBeforeMs: e.SESSION_IDLE_WARNING_BEFORE_MS,
    allowSignup: e.ALLOW_SIGNUP,
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    // On by default under vitest (whatever env a test passes in) and in development; production skips the check.
    checkResponses:
      e.CHECK_RESPONSES === undefined
        ? Boolean(process.env.VITEST) || e.NODE_ENV === 'development'
        : e.CHECK_RESPONSES === '1' || e.CHECK_RESPONSES === 'true',
    trustedProxies: e.TRUSTED_PROXIES.split(',').map((p) => p.trim()).filter(Boolean),
    hsts: e.HSTS,
    frameSources: e.FRAME_SOURCES.split(',').map((s) => s.trim()).filter(Boolean),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    qaTracing: e.QA_TRACING,
    ssoProviders: ssoProvidersOf(e),
  };
}

/** The environment's provider: the issuer, client id and secret come together or not at all. */
function ssoProvidersOf(e: z.infer<typeof envSchema>): SsoProviderConfig[] {
  const given = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (given.every((v) => v === undefined)) return [];
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET)
    throw new Error('Invalid configuration: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: set all three or none');
  const id = e.OIDC_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'sso';
  return [
    {
      id,
      name: e.OIDC_NAME,
      issuer: e.OIDC_ISSUER,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      hostedDomain: e.OIDC_HOSTED_DOMAIN?.toLowerCase() ?? null,
    },
  ];
}
