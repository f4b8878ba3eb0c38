/**
 * Dossier page data of one employee with 200 sub-records on PostgreSQL (issue 7: under 30 ms p99). Creates the
 * database zcps_bench_dossier on 127.0.0.1:5432 (user postgres, trust), migrates and seeds it, builds the app
 * from the sources in this process, inserts one employee with 200 sub-records spread over every kind plus a few
 * attachments, signs in as admin, loads `GET /zcps/employee/info/{id}/dossier` with autocannon in a child process, prints one JSON
 * line and drops the database.
 *
 *   cd bench && node --import tsx src/employee/dossier.bench.ts [--seconds 10] [--connections 16]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { rootDir } from '../options.js';
import { runWorker } from '../load/runner.js';

const DB_NAME = 'zcps_bench_dossier';
const BUDGET_P99_MS = 30;
const SUB_RECORDS = 200;
const TENANT = '000000';
const CLIENT_ID = 'e5cd7e4891bf95d1d19206ce24a7b32e';
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    host: { type: 'string', default: '127.0.0.1:5432' },
  },
});
const url = (db: string) => `postgres://postgres@${values.host}/${db}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** One row of each kind's required fields, the n-th of its kind (dates in the past, years distinct). */
function rowOf(kind: string, n: number): Record<string, unknown> {
  const day = `20${String(10 + (n % 14)).padStart(2, '0')}-0${1 + (n % 9)}-1${n % 9}`;
  const rows: Record<string, Record<string, unknown>> = {
    education: { startDate: day, school: `学校${n}`, education: '21' },
    officePost: { startDate: day, unitName: `单位${n}`, postName: `岗位${n}` },
    dutyAchievement: {
      startDate: day,
      projectName: `项目${n}`,
      ownRole: '1',
      content: '工作内容'.repeat(20),
    },
    yearlyAchievement: { assessYear: 1990 + n, result: '1' },
    academicWorks: { worksType: '1', workTitle: `论文${n}`, publishDate: day },
    reward: { rewardName: `奖励${n}`, awardLevel: '2', awardDate: day },
    punishment: { punishmentName: `处分${n}`, punishmentType: '1', punishDate: day },
    training: { startDate: day, courseName: `课程${n}`, courseType: '1', hours: 8 },
    partyInfo: { politicalStatus: '01', joinDate: day },
    wageLevel: { wageLevel: '7', postName: `专技${n}`, startDate: day },
    jobQualification: { qualificationName: `资格${n}`, certNo: `C${n}`, issueDate: day },
  };
  return { ...rows[kind]!, checkStatus: String(n % 5), checkRemark: n % 5 === 2 ? '请补充材料' : null };
}

async function main() {
  // The server code imports @zcps/contracts, whose package points at its build: bring it up to date first.
  const tsc = path.join(rootDir, 'node_modules/typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-b', 'packages/contracts'], { cwd: rootDir, stdio: 'inherit' });
  const { buildApp } = await import('../../../apps/server/src/app.js');
  const { openDatabase } = await import('../../../apps/server/src/platform/db/database.js');
  const { MemoryStore } = await import('../../../apps/server/src/platform/store/memory-store.js');
  const { seedDatabase } = await import('../../../apps/server/src/seed/seed.js');
  const { encryptRequestBody } = await import('../../../apps/server/src/platform/crypto/envelope-crypto.js');
  const { RECORD_DEFS } = await import('../../../apps/server/src/modules/employee/records/record-defs.js');
  const schema = await import('../../../apps/server/src/db/schema/index.js');

  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB_NAME}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-bench-dossier-'));
  const database = await openDatabase({ databaseUrl: url(DB_NAME), poolSize: 10 });
  let built: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const db = database.db;
    const [employee] = await db
      .insert(schema.zcEmployee)
      .values({ tenantId: TENANT, employeeName: '压测人员', idCard: '11010519491231002X', deptId: 104 })
      .returning({ id: schema.zcEmployee.employeeId });
    const employeeId = employee!.id;
    for (const [i, def] of RECORD_DEFS.entries()) {
      const count =
        Math.floor(SUB_RECORDS / RECORD_DEFS.length) + (i < SUB_RECORDS % RECORD_DEFS.length ? 1 : 0);
      const rows = Array.from({ length: count }, (_, n) => ({
        tenantId: TENANT,
        employeeId,
        ...rowOf(def.spec.kind, n),
      }));
      await db.insert(def.table).values(rows as never);
    }
    const [type] = await db
      .insert(schema.zcAttachmentType)
      .values({ tenantId: TENANT, typeCode: 'bench', typeName: '压测附件' })
      .returning({ typeId: schema.zcAttachmentType.typeId });
    await db.insert(schema.zcEmpAttachment).values(
      Array.from({ length: 5 }, (_, n) => ({
        tenantId: TENANT,
        employeeId,
        typeId: type!.typeId,
        ossId: n + 1,
        fileName: `附件${n}.pdf`,
        fileSize: 1024,
        mimeType: 'application/pdf',
      })),
    );

    built = await buildApp(
      {
        port: 0,
        host: '127.0.0.1',
        dataDir,
        databaseUrl: url(DB_NAME),
        redisUrl: undefined,
        captchaEnabled: false,
        logLevel: 'silent',
        webDist: undefined,
        openApiEnabled: false,
        inMemoryDatabase: false,
      },
      { database, store: new MemoryStore(), logger: false },
    );
    const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
    const login = {
      tenantId: TENANT,
      username: 'admin',
      password: 'admin123',
      clientId: CLIENT_ID,
      grantType: 'password',
    };
    const { header, payload } = encryptRequestBody(built.container.keys.publicKeyBase64, login);
    const signedIn = (await (
      await fetch(`${address}/zcps/auth/new/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'encrypt-key': header, clientid: CLIENT_ID },
        body: payload,
      })
    ).json()) as { code: number; msg: string; data: { access_token: string } };
    if (signedIn.code !== 200) throw new Error(`login failed: ${signedIn.msg}`);
    const headers = { authorization: `Bearer ${signedIn.data.access_token}`, clientid: CLIENT_ID };
    const target = `${address}/zcps/employee/info/${employeeId}/dossier`;

    const check = (await (await fetch(target, { headers })).json()) as {
      code: number;
      data: { records: Record<string, unknown[]>; attachments: unknown[] };
    };
    const records = Object.values(check.data?.records ?? {}).reduce((sum, list) => sum + list.length, 0);
    if (check.code !== 200 || records !== SUB_RECORDS)
      throw new Error(`dossier answered ${check.code}, ${records} records`);

    // The load comes from a child process (bench/src/load/worker.ts), as in the other scenarios: autocannon in
    // this process would share the server's event loop and CPU time.
    const figures = await runWorker({
      url: address,
      connections: Number(values.connections),
      durationSeconds: Number(values.seconds),
      headers,
      steps: [{ method: 'GET', path: `/zcps/employee/info/${employeeId}/dossier` }],
    });
    console.log(
      JSON.stringify({
        bench: 'employee-dossier',
        engine: 'postgres',
        subRecords: records,
        attachments: check.data.attachments.length,
        connections: Number(values.connections),
        seconds: Number(values.seconds),
        requests: figures.requests,
        errors: figures.errors,
        p50Ms: figures.p50,
        p99Ms: figures.p99,
        throughputRps: Math.round(figures.rps),
        budgetP99Ms: BUDGET_P99_MS,
        withinBudget: figures.p99 < BUDGET_P99_MS,
      }),
    );
  } finally {
    await built?.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
