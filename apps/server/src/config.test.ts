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

  it('reads ZCPS_PASSWORD_HASH_NICE as a whole number from 0 to 19, 19 when unset', () => {
    const nice = (value?: string) => loadConfig({ ZCPS_PASSWORD_HASH_NICE: value }).passwordHashNice;
    expect(nice()).toBe(19);
    expect(nice('')).toBe(19);
    expect(nice('0')).toBe(0);
    expect(nice('10')).toBe(10);
    expect(() => nice('20')).toThrow(/ZCPS_PASSWORD_HASH_NICE/);
    expect(() => nice('-1')).toThrow(/ZCPS_PASSWORD_HASH_NICE/);
    expect(() => nice('low')).toThrow(/ZCPS_PASSWORD_HASH_NICE/);
  });

  it('reads ZCPS_PASSWORD_HASH_CONCURRENCY as a whole number ≥ 1, unset meaning the default', () => {
    const limit = (value?: string) =>
      loadConfig({ ZCPS_PASSWORD_HASH_CONCURRENCY: value }).passwordHashConcurrency;
    expect(limit()).toBeUndefined();
    expect(limit('')).toBeUndefined();
    expect(limit('2')).toBe(2);
    expect(() => limit('0')).toThrow(/ZCPS_PASSWORD_HASH_CONCURRENCY/);
    expect(() => limit('1.5')).toThrow(/ZCPS_PASSWORD_HASH_CONCURRENCY/);
  });

  it('reads ZCPS_TRUST_PROXY the way Fastify’s trustProxy takes it, off by default, no hop counts', () => {
    const trust = (value?: string) => loadConfig({ ZCPS_TRUST_PROXY: value }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('TRUE')).toBe(true);
    expect(() => trust('2')).toThrow(/hop count/);
    expect(trust('127.0.0.1, 10.0.0.0/8,::1,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(() => trust('proxy.example.com')).toThrow(/ZCPS_TRUST_PROXY/);
    expect(() => trust('10.0.0.0/33')).toThrow(/ZCPS_TRUST_PROXY/);
  });

  it('keeps demo mode off unless ZCPS_DEMO_MODE turns it on', () => {
    expect(loadConfig({}).demoMode).toBe(false);
    expect(loadConfig({ ZCPS_DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ ZCPS_DEMO_MODE: 'off' }).demoMode).toBe(false);
  });

  it('plays the demo story with the embedded database, not with DATABASE_URL, unless ZCPS_DEMO_DATA says so', () => {
    const url = 'postgres://u@127.0.0.1/zcps';
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: url }).demoData).toBe(false);
    expect(loadConfig({ ZCPS_DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, ZCPS_DEMO_DATA: 'true' }).demoData).toBe(true);
  });
});
