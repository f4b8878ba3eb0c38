import pg from 'pg';
import { SECRET_MASK } from '@zcps/contracts';
import { ServiceError } from '../../../platform/http/errors.js';

/** How long a data source may take to answer before it counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5000;
const STATEMENT_TIMEOUT_MS = 15_000;

export interface Connection {
  url: string;
  username?: string | null;
  password?: string | null;
}

/** The connection string as a URL; anything but a PostgreSQL URL naming a host is refused. */
export function parsePgUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new ServiceError('dataSource.urlInvalid');
  }
  if (!/^postgres(ql)?:$/i.test(parsed.protocol) || !parsed.hostname)
    throw new ServiceError('dataSource.urlInvalid');
  return parsed;
}

/** The connection string as the screen shows it: a password in it is replaced by the mask. */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = SECRET_MASK;
    return parsed.toString();
  } catch {
    return '';
  }
}

/** A URL sent back with the mask as its password means the stored URL's password. */
export function unmaskUrl(url: string, stored: string | undefined): string {
  const parsed = parsePgUrl(url);
  if (decodeURIComponent(parsed.password) !== SECRET_MASK) return url.trim();
  parsed.password = stored ? new URL(stored).password : '';
  return parsed.toString();
}

function connectionString(c: Connection): string {
  const parsed = parsePgUrl(c.url);
  if (c.username) parsed.username = encodeURIComponent(c.username);
  if (c.password) parsed.password = encodeURIComponent(c.password);
  return parsed.toString();
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EAI_AGAIN',
]);

/** A driver error as a message the admin can act on: which host, which user, which database. */
export function connectionError(error: unknown, c: Connection): ServiceError {
  const parsed = parsePgUrl(c.url);
  const { code, message = '' } = error as { code?: string; message?: string };
  const user = c.username || decodeURIComponent(parsed.username) || '-';
  if ((code && UNREACHABLE.has(code)) || /timeout|timed out|terminated unexpectedly/i.test(message))
    return new ServiceError('dataSource.unreachable', { host: parsed.host });
  if (code === '28P01' || code === '28000' || /password/i.test(message))
    return new ServiceError('dataSource.badPassword', { user });
  if (code === '3D000')
    return new ServiceError('dataSource.noDatabase', {
      database: decodeURIComponent(parsed.pathname.slice(1)) || user,
    });
  return new ServiceError('dataSource.failed', { reason: message.slice(0, 300) || String(code) });
}

/** A short-lived client: connected here, ended by the caller (see DataSources.withClient). */
export async function connectPg(c: Connection): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: connectionString(c),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS,
    application_name: 'zcps-codegen',
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw connectionError(error, c);
  }
  return client;
}
