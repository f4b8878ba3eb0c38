import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OSS_DEFAULT_MAX_FILE_SIZE } from '@zcps/contracts';
import type { NotifyConfig } from './platform/notify/index.js';

export interface AppConfig {
  port: number;
  host: string;
  /** Where PGlite files, RSA keys and uploaded files live. */
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  captchaEnabled: boolean;
  /** Tenants on (default): the login page offers them; off, everyone signs in to the platform tenant. */
  tenantEnabled?: boolean;
  /** Seeds the captcha images so a browser test can solve them; honoured only when NODE_ENV=test. */
  captchaSeed?: string;
  /** A file holding milliseconds to add to the business clock (browser tests); honoured only when NODE_ENV=test. */
  testClockFile?: string;
  /** SMTP for email codes, the log provider's file and in-memory outbox. */
  notify?: NotifyConfig;
  logLevel: string;
  /**
   * Which proxies to believe about the client address (X-Forwarded-For), as Fastify's trustProxy option:
   * false (default), true (any) or addresses/CIDR ranges. Login logs and rate limits use it.
   */
  trustProxy?: boolean | string[];
  /** Built console to serve at `/`; skipped when the folder does not exist. */
  webDist: string | undefined;
  openApiEnabled: boolean;
  /** Use an in-memory PGlite (tests). */
  inMemoryDatabase: boolean;
  /** PGlite shared_buffers (ZCPS_PGLITE_SHARED_BUFFERS, default 32MB). */
  pgliteSharedBuffers?: string;
  /** ZCPS_PGLITE_DURABLE=false: the embedded database answers before its files reach the disk (faster writes). */
  pgliteDurable?: boolean;
  /** Local object store root; defaults to `<dataDir>/oss` (a temp folder when dataDir is empty, as in tests). */
  ossDir?: string;
  /** Largest accepted upload in bytes (ZCPS_OSS_MAX_FILE_SIZE, default 10 MB). */
  ossMaxFileSize?: number;
  /** Operation manual PDFs imported at start (ZCPS_MANUALS_DIR, default the server's assets/manuals). */
  manualsDir?: string;
  /** ZCPS_CODEGEN_WRITE=true: 代码生成 may write generated files into this checkout (development only). */
  codegenWrite?: boolean;
  /** ZCPS_DEMO_MODE=true: every write but signing in and out answers 901 (platform/auth/demo-mode.plugin.ts). */
  demoMode?: boolean;
  /**
   * The demo story (seed/story): review activities of last year and this one played on the first start. On by
   * default with the embedded database, off with DATABASE_URL; ZCPS_DEMO_DATA overrides either way.
   */
  demoData?: boolean;
  /** Password hashes (bcrypt) run at once; ZCPS_PASSWORD_HASH_CONCURRENCY, default one per core (platform/crypto/password-hash.ts). */
  passwordHashConcurrency?: number;
  /** Nice value (0–19) of the hashing threads; ZCPS_PASSWORD_HASH_NICE, default 19 (platform/crypto/hash-threads.ts). */
  passwordHashNice?: number;
}

/** apps/server/assets/manuals, the same from src/ (tsx) and from dist/ (built). */
export const DEFAULT_MANUALS_DIR = fileURLToPath(new URL('../assets/manuals', import.meta.url));

function byteSize(value: string | undefined): number {
  if (!value) return OSS_DEFAULT_MAX_FILE_SIZE;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`ZCPS_OSS_MAX_FILE_SIZE must be a positive number of bytes, got "${value}"`);
  }
  return parsed;
}

function hashConcurrency(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`ZCPS_PASSWORD_HASH_CONCURRENCY must be a whole number ≥ 1, got "${value}"`);
  return parsed;
}

/** The lowest priority unless set: a sign-in storm then takes only the CPU the other requests leave. */
export const DEFAULT_PASSWORD_HASH_NICE = 19;

function hashNice(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PASSWORD_HASH_NICE;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 19)
    throw new Error(`ZCPS_PASSWORD_HASH_NICE must be a whole number from 0 to 19, got "${value}"`);
  return parsed;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.trim().toLowerCase());
}

function port(value: string | undefined): number {
  const parsed = Number(value ?? 8080);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return parsed;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function proxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry) || net.isIP(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (!family || extra !== undefined || !/^\d+$/.test(bits ?? '')) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

function trustProxy(value: string | undefined): boolean | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  // Fastify 5 turned a hop count into "trust nothing": counting hops cannot tell a proxy from a direct client.
  if (/^\d+$/.test(text))
    throw new Error(
      `ZCPS_TRUST_PROXY does not take a hop count ("${value}"); name the proxies' addresses or CIDR ranges`,
    );
  const entries = text.split(',').map((e) => e.trim());
  if (entries.some((e) => !proxyEntry(e)))
    throw new Error(`ZCPS_TRUST_PROXY must be true, false or comma-separated addresses, got "${value}"`);
  return entries;
}

function notifyConfig(env: NodeJS.ProcessEnv, cwd: string): NotifyConfig {
  const host = env.ZCPS_SMTP_HOST;
  const smtpPort = Number(env.ZCPS_SMTP_PORT || 587);
  if (host && (!Number.isInteger(smtpPort) || smtpPort <= 0 || smtpPort > 65535))
    throw new Error(`ZCPS_SMTP_PORT must be a port number, got "${env.ZCPS_SMTP_PORT}"`);
  return {
    smtp: host
      ? {
          host,
          port: smtpPort,
          secure: flag(env.ZCPS_SMTP_SECURE, smtpPort === 465),
          user: env.ZCPS_SMTP_USER || undefined,
          pass: env.ZCPS_SMTP_PASS || undefined,
          from: env.ZCPS_SMTP_FROM || env.ZCPS_SMTP_USER || `zcps@${host}`,
        }
      : undefined,
    logProvider: flag(env.ZCPS_NOTIFY_LOG, env.NODE_ENV !== 'production'),
    logFile: env.ZCPS_NOTIFY_LOG_FILE ? path.resolve(cwd, env.ZCPS_NOTIFY_LOG_FILE) : undefined,
  };
}

/** The only place that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  return {
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(cwd, env.ZCPS_DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    captchaEnabled: flag(env.ZCPS_CAPTCHA_ENABLED, true),
    tenantEnabled: flag(env.ZCPS_TENANT_ENABLED, true),
    captchaSeed: env.NODE_ENV === 'test' ? env.ZCPS_CAPTCHA_SEED || undefined : undefined,
    testClockFile: env.NODE_ENV === 'test' ? env.ZCPS_TEST_CLOCK_FILE || undefined : undefined,
    notify: notifyConfig(env, cwd),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxy(env.ZCPS_TRUST_PROXY),
    webDist: env.ZCPS_WEB_DIST ? path.resolve(cwd, env.ZCPS_WEB_DIST) : undefined,
    openApiEnabled: flag(env.ZCPS_OPENAPI_ENABLED, true),
    inMemoryDatabase: false,
    pgliteSharedBuffers: env.ZCPS_PGLITE_SHARED_BUFFERS || undefined,
    pgliteDurable: flag(env.ZCPS_PGLITE_DURABLE, true),
    ossDir: path.resolve(cwd, env.ZCPS_DATA_DIR || 'data', 'oss'),
    ossMaxFileSize: byteSize(env.ZCPS_OSS_MAX_FILE_SIZE),
    manualsDir: env.ZCPS_MANUALS_DIR ? path.resolve(cwd, env.ZCPS_MANUALS_DIR) : DEFAULT_MANUALS_DIR,
    codegenWrite: flag(env.ZCPS_CODEGEN_WRITE, false),
    demoMode: flag(env.ZCPS_DEMO_MODE, false),
    demoData: flag(env.ZCPS_DEMO_DATA, !env.DATABASE_URL),
    passwordHashConcurrency: hashConcurrency(env.ZCPS_PASSWORD_HASH_CONCURRENCY),
    passwordHashNice: hashNice(env.ZCPS_PASSWORD_HASH_NICE),
  };
}
