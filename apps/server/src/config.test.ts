import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('keeps the log provider (codes in the server log) out of production unless ZCPS_NOTIFY_LOG asks', () => {
    const logProvider = (env: NodeJS.ProcessEnv) => loadConfig(env).notify?.logProvider;
    expect(logProvider({})).toBe(true);
    expect(logProvider({ NODE_ENV: 'test' })).toBe(true);
    expect(logProvider({ NODE_ENV: 'production' })).toBe(false);
    expect(logProvider({ NODE_ENV: 'production', ZCPS_NOTIFY_LOG: 'true' })).toBe(true);
    expect(logProvider({ ZCPS_NOTIFY_LOG: 'false' })).toBe(false);
  });
});
