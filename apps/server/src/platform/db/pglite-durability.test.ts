import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePgliteDurable } from './pglite-durability.js';
import { pgliteStartParams } from './database.js';

describe('the embedded database on disk', () => {
  let dir: string;
  let client: PGlite;
  let flushes: () => number;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-durable-'));
    client = await PGlite.create({ dataDir: dir, startParams: pgliteStartParams() });
    flushes = makePgliteDurable(client);
    await client.exec('CREATE TABLE t (id serial PRIMARY KEY, v text)');
  });
  afterAll(async () => {
    await client?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('flushes the changed files to disk before answering a write, and only then', async () => {
    const before = flushes();
    await client.query('INSERT INTO t (v) VALUES ($1)', ['acknowledged']);
    const afterWrite = flushes();
    expect(afterWrite).toBeGreaterThan(before);
    await client.query('SELECT * FROM t');
    expect(flushes()).toBe(afterWrite);
  });

  it('flushes a transaction once, at its end', async () => {
    const before = flushes();
    await client.transaction(async (tx) => {
      for (let i = 0; i < 20; i++) await tx.query('INSERT INTO t (v) VALUES ($1)', [`row ${i}`]);
      expect(flushes()).toBe(before);
    });
    const flushed = flushes() - before;
    expect(flushed).toBeGreaterThan(0);
    expect(flushed).toBeLessThan(5);
  });
});
