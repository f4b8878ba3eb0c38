import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { zcEmployee, zcTitle, zcTitleSeries } from '../../db/schema/index.js';
import { caller, createUser, operLogs, tokenOf } from './monitor.js';
import { secondTenant } from './resource.js';
import { adminToken, login, type TestApp } from '../test-app.js';

export type Caller = ReturnType<typeof caller>;

/**
 * The callers every catalogue test needs: the admin, a signed-in user without any title permission (a staff
 * applicant), nobody, and a user of another tenant holding the screen's menus (`perms`, a LIKE pattern).
 */
export async function catalogCallers(t: TestApp, label: string, perms: string) {
  await createUser(t, `${label}staff`, 'secret123');
  await secondTenant(t, { tenantId: '300003', userName: `${label}boss`, password: 'secret123', perms });
  const other = await login(t, { tenantId: '300003', username: `${label}boss`, password: 'secret123' });
  return {
    admin: caller(t, await adminToken(t)),
    staff: caller(t, await tokenOf(t, `${label}staff`, 'secret123')),
    anon: caller(t, null),
    other: caller(t, other.data.access_token),
  };
}

/** Sends a JSON body. */
export const sendAs = (who: Caller, method: 'POST' | 'PUT', url: string, payload: object) =>
  who.send({ method, url, payload }).then((r) => r.body);

/** Every route of a catalogue screen answers `code` to `who` (401 anonymous, 403 without permission). */
export async function expectRefused(who: Caller, path: string, id: number, body: object, code: number) {
  for (const url of ['list', String(id)]) expect((await who.get(`${path}/${url}`)).code).toBe(code);
  expect((await sendAs(who, 'POST', path, body)).code).toBe(code);
  expect((await sendAs(who, 'PUT', path, body)).code).toBe(code);
  expect((await who.del(`${path}/${id}`)).code).toBe(code);
  expect((await who.send({ method: 'POST', url: `${path}/export` })).body.code).toBe(code);
}

export async function rowCount(t: TestApp, table: PgTable) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** The id of the tenant's row whose `column` equals `value` (tests find what they created through the API). */
export async function idWhere(t: TestApp, id: PgColumn, column: PgColumn, value: string): Promise<number> {
  const [row] = await t.database.db.select({ id }).from(id.table).where(eq(column, value));
  return Number(row!.id);
}

/** A series and a title of it straight in the database (tenant default unless given). */
export async function seriesWithTitle(t: TestApp, code: string, tenantId = DEFAULT_TENANT_ID) {
  const [series] = await t.database.db
    .insert(zcTitleSeries)
    .values({ tenantId, seriesCode: code, seriesName: `系列${code}` })
    .returning({ id: zcTitleSeries.seriesId });
  const [title] = await t.database.db
    .insert(zcTitle)
    .values({
      tenantId,
      seriesId: series!.id,
      titleCode: `${code}T2`,
      titleName: `职称${code}`,
      titleLevel: '2',
    })
    .returning({ id: zcTitle.titleId });
  return { seriesId: series!.id, titleId: title!.id };
}

/** An employee record of the default tenant pointing at catalogue rows. */
export async function employeeOf(
  t: TestApp,
  idCard: string,
  refs: Partial<
    Pick<typeof zcEmployee.$inferInsert, 'seriesId' | 'professionId' | 'currentTitleId' | 'delFlag'>
  >,
) {
  const [row] = await t.database.db
    .insert(zcEmployee)
    .values({ employeeName: `人员${idCard.slice(-4)}`, idCard, ...refs })
    .returning({ id: zcEmployee.employeeId });
  return row!.id;
}

/** The first sheet of an exported workbook, after checking it is one. */
export async function exportedSheet(who: Caller, url: string, payload = '') {
  const { res } = await who.send({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return {
    fileName: decodeURIComponent(String(res.headers['download-filename'])),
    sheet: workbook.worksheets[0]!,
  };
}

/** The operation-log business types written under `title`, and whether a refused write was logged failed. */
export async function logsOf(t: TestApp, title: string) {
  const logs = (await operLogs(t)).filter((l) => l.title === title);
  return {
    types: new Set(logs.map((l) => l.businessType)),
    failed: logs.filter((l) => l.status === 1).map((l) => l.errorMsg ?? ''),
    tenants: new Set(logs.map((l) => l.tenantId)),
  };
}
