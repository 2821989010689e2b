import path from 'node:path';
import { z } from 'zod';
import { SESSION_IDLE_LOGOUT_MS, SESSION_IDLE_WARNING_BEFORE_MS } from '@domain/shared/constants';

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
  SESSION_IDLE_LOGOUT_MS: int(SESSION_IDLE_LOGOUT_MS),
  SESSION_IDLE_WARNING_BEFORE_MS: int(SESSION_IDLE_WARNING_BEFORE_MS),
  ALLOW_SIGNUP: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((v) => v === undefined || v === '1' || v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('dist'),
  CHECK_RESPONSES: z.enum(['1', '0', 'true', 'false']).optional(),
  NODE_ENV: z.string().optional(),
});

export interface LoginThrottlePolicy {
  /** Failures one client may make against one account inside `clientWindowMs` before that client is blocked. */
  readonly clientMaxFailures: number;
  readonly clientWindowMs: number;
  /** Failures from all clients inside `accountWindowMs` before unknown clients are refused (NIST 800-63B: ≤ 100). */
  readonly accountMaxFailures: number;
  readonly accountWindowMs: number;
  /** How long a client that signed in successfully stays "known" to the account. */
  readonly knownDeviceMs: number;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly databasePoolSize: number;
  readonly seedDemo: boolean;
  readonly jwtSecret: string | undefined;
  readonly tokenTtlMs: number;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly publicUrl: string | undefined;
  readonly resetTokenTtlMs: number;
  readonly loginThrottle: LoginThrottlePolicy;
  readonly sessionIdleLogoutMs: number;
  readonly sessionIdleWarningBeforeMs: number;
  readonly allowSignup: boolean;
  readonly logLevel: string;
  readonly staticDir: string;
  /** Check every answer's data against its route's response schema (drift is a 500): tests and development only. */
  readonly checkResponses: boolean;
}

const MINUTE_MS = 60_000;

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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    // The embedded default always has the demo world; a PostgreSQL server only when asked.
    seedDemo: e.DATABASE_URL ? e.DEMO_SEED : true,
    jwtSecret: e.JWT_SECRET,
    tokenTtlMs: e.TOKEN_TTL_MINUTES * MINUTE_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    resetTokenTtlMs: e.RESET_TOKEN_TTL_MINUTES * MINUTE_MS,
    loginThrottle: {
      clientMaxFailures: e.LOGIN_CLIENT_MAX_FAILURES,
      clientWindowMs: e.LOGIN_CLIENT_WINDOW_MINUTES * MINUTE_MS,
      accountMaxFailures: e.LOGIN_ACCOUNT_MAX_FAILURES,
      accountWindowMs: e.LOGIN_ACCOUNT_WINDOW_MINUTES * MINUTE_MS,
      knownDeviceMs: e.KNOWN_DEVICE_DAYS * 24 * 60 * MINUTE_MS,
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
  };
}
