import { describe, expect, it } from 'vitest';
import { connectionError, maskUrl, parsePgUrl, unmaskUrl } from './pg-connect.js';

const c = { url: 'postgres://reader:pw@db.example.org:6432/archive' };

describe('data source connections', () => {
  it('names the reason of a failed connection', () => {
    expect(connectionError({ code: 'ECONNREFUSED' }, c)).toMatchObject({
      key: 'dataSource.unreachable',
      params: { host: 'db.example.org:6432' },
    });
    expect(connectionError({ message: 'Connection terminated due to connection timeout' }, c).key).toBe(
      'dataSource.unreachable',
    );
    expect(connectionError({ code: '28P01', message: 'password authentication failed' }, c)).toMatchObject({
      key: 'dataSource.badPassword',
      params: { user: 'reader' },
    });
    expect(connectionError({ code: '3D000' }, c)).toMatchObject({
      key: 'dataSource.noDatabase',
      params: { database: 'archive' },
    });
    expect(connectionError({ code: '53300', message: 'too many clients' }, c)).toMatchObject({
      key: 'dataSource.failed',
      params: { reason: 'too many clients' },
    });
  });

  it('masks the password of a URL and puts the stored one back for the mask', () => {
    expect(maskUrl(c.url)).toBe('postgres://reader:******@db.example.org:6432/archive');
    expect(maskUrl('postgres://db/x')).toBe('postgres://db/x');
    expect(unmaskUrl('postgres://reader:******@db2.example.org/archive', c.url)).toBe(
      'postgres://reader:pw@db2.example.org/archive',
    );
    expect(unmaskUrl('postgres://reader:other@db/archive', c.url)).toBe('postgres://reader:other@db/archive');
  });

  it('accepts PostgreSQL URLs naming a host only', () => {
    expect(parsePgUrl('postgresql://h/db').hostname).toBe('h');
    for (const bad of ['mysql://h/db', 'postgres:///db', 'not a url'])
      expect(() => parsePgUrl(bad)).toThrow('dataSource.urlInvalid');
  });
});
