import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecretBox } from './secret-box.js';

describe('secret box', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-secret-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('seals with a fresh iv each time and opens what it sealed', () => {
    const box = loadOrCreateSecretBox(undefined);
    const a = box.seal('postgres://u:p@h/db');
    const b = box.seal('postgres://u:p@h/db');
    expect(a).not.toBe(b);
    expect(a).not.toContain('p@h');
    expect(box.open(a)).toBe('postgres://u:p@h/db');
    expect(box.open(box.seal(''))).toBe('');
  });

  it('shares one key file in the data dir between instances, and only there', () => {
    const first = loadOrCreateSecretBox(dir);
    const second = loadOrCreateSecretBox(dir);
    expect(second.open(first.seal('密码'))).toBe('密码');
    const file = path.join(dir, 'keys', 'secret.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(() => loadOrCreateSecretBox(undefined).open(first.seal('x'))).toThrow();
  });

  it('refuses a changed or foreign text', () => {
    const box = loadOrCreateSecretBox(dir);
    const sealed = box.seal('secret');
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => box.open(`v1:${bytes.toString('base64')}`)).toThrow();
    expect(() => box.open('plain text')).toThrow();
  });
});
