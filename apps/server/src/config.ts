import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  /** Where PGlite files, RSA keys and uploaded files live. */
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  captchaEnabled: boolean;
  logLevel: string;
  /** Built console to serve at `/`; skipped when the folder does not exist. */
  webDist: string | undefined;
  openApiEnabled: boolean;
  /** Use an in-memory PGlite (tests). */
  inMemoryDatabase: boolean;
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

/** The only place that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  return {
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(cwd, env.ZCPS_DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    captchaEnabled: flag(env.ZCPS_CAPTCHA_ENABLED, true),
    logLevel: env.LOG_LEVEL || 'info',
    webDist: env.ZCPS_WEB_DIST ? path.resolve(cwd, env.ZCPS_WEB_DIST) : undefined,
    openApiEnabled: flag(env.ZCPS_OPENAPI_ENABLED, true),
    inMemoryDatabase: false,
  };
}
