import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import {
  sysOss,
  sysUser,
  zcAttachmentType,
  zcEmpAttachment,
  zcEmpEducation,
  zcEmployee,
} from '../../db/schema/index.js';
import { createUser, tokenOf } from './monitor.js';
import { authHeaders, type TestApp } from '../test-app.js';

/** Seeded role ids (domain.md "Who uses it"). */
export const Role = { OFFICE: 3, REVIEWER: 4, COMPANY: 5, STAFF: 6 } as const;

/** A user of the default tenant with one seeded role, placed in `deptId`; answers id and token. */
export async function roleUser(t: TestApp, userName: string, roleId: number, deptId = 105) {
  const userId = await createUser(t, userName, 'secret123', roleId);
  await t.database.db.update(sysUser).set({ deptId }).where(eq(sysUser.userId, userId));
  return { userId, token: await tokenOf(t, userName, 'secret123') };
}

/** An employee row straight in the table (the employee endpoints are another module's). */
export async function employeeRow(
  t: TestApp,
  opts: { name: string; deptId?: number | null; userId?: number | null; tenantId?: string },
): Promise<number> {
  const [row] = await t.database.db
    .insert(zcEmployee)
    .values({
      tenantId: opts.tenantId ?? DEFAULT_TENANT_ID,
      employeeName: opts.name,
      idCard: `11010119900101${crypto.randomInt(1000, 9999)}`,
      deptId: opts.deptId ?? null,
      userId: opts.userId ?? null,
    })
    .returning({ id: zcEmployee.employeeId });
  return row!.id;
}

export async function educationRow(t: TestApp, employeeId: number): Promise<number> {
  const [row] = await t.database.db
    .insert(zcEmpEducation)
    .values({
      tenantId: DEFAULT_TENANT_ID,
      employeeId,
      startDate: '2008-09-01',
      school: '测试大学',
      education: '21',
    })
    .returning({ id: zcEmpEducation.recordId });
  return row!.id;
}

export async function typeRow(
  t: TestApp,
  opts: Partial<typeof zcAttachmentType.$inferInsert> & { typeCode: string },
): Promise<number> {
  const [row] = await t.database.db
    .insert(zcAttachmentType)
    .values({ tenantId: DEFAULT_TENANT_ID, typeName: opts.typeCode, ...opts })
    .returning({ id: zcAttachmentType.typeId });
  return row!.id;
}

export async function attachmentCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(zcEmpAttachment);
  return row?.n ?? 0;
}

export async function ossCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(sysOss);
  return row?.n ?? 0;
}

/** A real workbook (a zip to magic bytes) and a Windows executable. */
export async function officeSamples() {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('成果').addRow(['论文', 1]);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256)]);
  return { xlsx, exe };
}

/** A multipart body of text fields followed by one file part, as the console's FormData sends it. */
export function uploadBody(fields: Record<string, string | number>, fileName: string, content: Buffer) {
  const boundary = `----zcps${crypto.randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(parts.join('') + head, 'utf8'),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

export async function uploadAs(
  t: TestApp,
  token: string | null,
  fields: Record<string, string | number>,
  fileName: string,
  content: Buffer,
  lang = 'zh_CN',
) {
  const body = uploadBody(fields, fileName, content);
  const res = await t.app.inject({
    method: 'POST',
    url: '/zcps/employee/attachment/upload',
    headers: { ...(token ? authHeaders(token) : {}), 'content-language': lang, ...body.headers },
    payload: body.payload,
  });
  return res.json();
}
