import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_TENANT_ID, SUPER_ADMIN_USER_ID } from '@zcps/contracts';
import type { Db } from '../../platform/db/database.js';
import type { OssService } from '../../modules/resource/oss/oss.service.js';
import * as t from '../../db/schema/index.js';
import { attachmentTypeSeeds } from '../data/title-catalog.js';

/**
 * A few dossier attachments of the demo set: small real PDFs written through the object store the attachment
 * module reads from, for employees 2–21 (employee 1 is the applicant the browser walk uploads for). The first
 * ten carry every required type, the others only some, so the "missing required" warning has something to
 * show. Runs after the app is built (the store needs it) and only when the demo set has just arrived, so
 * attachments an administrator deletes stay deleted; fixed record ids keep a second run from adding anything.
 */

export interface DemoAttachment {
  recordId: number;
  employeeId: number;
  typeId: number;
  fileName: string;
  checkStatus: string;
}

const FULL = ['id_card', 'diploma', 'title_cert', 'pledge'];
const PARTIAL = ['id_card', 'diploma'];

export function demoAttachmentPlan(): DemoAttachment[] {
  const plan: DemoAttachment[] = [];
  for (let employeeId = 2; employeeId <= 21; employeeId++)
    for (const code of employeeId <= 11 ? FULL : PARTIAL) {
      const type = attachmentTypeSeeds.find((a) => a.typeCode === code)!;
      plan.push({
        recordId: plan.length + 1,
        employeeId,
        typeId: type.typeId,
        fileName: `${type.typeName}-${employeeId}.pdf`,
        // Approved for the complete dossiers; the partial ones wait for the office.
        checkStatus: employeeId <= 11 ? '4' : employeeId % 2 ? '1' : '0',
      });
    }
  return plan;
}

/** A one-page PDF showing `lines` (ASCII) in Helvetica: the offsets in the xref table are computed, not guessed. */
export function demoPdf(lines: readonly string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map((line, i) => `BT /F1 14 Tf 72 ${760 - i * 22} Td (${escape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Writes the planned attachments that are missing and whose employee and type still exist; answers how many. */
export async function seedDemoAttachments(
  db: Db,
  oss: OssService,
  tenantId: string = DEFAULT_TENANT_ID,
): Promise<number> {
  const plan = demoAttachmentPlan();
  const ids = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));
  const [present, employees, types] = await Promise.all([
    db
      .select({ id: t.zcEmpAttachment.recordId })
      .from(t.zcEmpAttachment)
      .where(
        and(
          eq(t.zcEmpAttachment.tenantId, tenantId),
          inArray(
            t.zcEmpAttachment.recordId,
            plan.map((a) => a.recordId),
          ),
        ),
      )
      .then(ids),
    db
      .select({ id: t.zcEmployee.employeeId })
      .from(t.zcEmployee)
      .where(
        and(
          eq(t.zcEmployee.tenantId, tenantId),
          eq(t.zcEmployee.delFlag, '0'),
          inArray(t.zcEmployee.employeeId, [...new Set(plan.map((a) => a.employeeId))]),
        ),
      )
      .then(ids),
    db
      .select({ id: t.zcAttachmentType.typeId })
      .from(t.zcAttachmentType)
      .where(eq(t.zcAttachmentType.tenantId, tenantId))
      .then(ids),
  ]);
  const owner = { tenantId, userId: SUPER_ADMIN_USER_ID, deptId: null };
  let added = 0;
  for (const a of plan) {
    if (present.has(a.recordId) || !employees.has(a.employeeId) || !types.has(a.typeId)) continue;
    const type = attachmentTypeSeeds.find((s) => s.typeId === a.typeId)!;
    const content = demoPdf([
      'ZCPS demo attachment',
      `Employee #${a.employeeId}`,
      `Type: ${type.typeCode}`,
      'Sample file of the demo data set; not a real document.',
    ]);
    const key = `attachment/demo/${tenantId}-${a.recordId}.pdf`;
    const stored = await oss.store(owner, 'upload', a.fileName, 'pdf', content, key);
    await db.insert(t.zcEmpAttachment).values({
      recordId: a.recordId,
      tenantId,
      employeeId: a.employeeId,
      typeId: a.typeId,
      ossId: stored.ossId,
      fileName: a.fileName,
      fileSize: content.length,
      mimeType: 'application/pdf',
      checkStatus: a.checkStatus,
      checkBy: a.checkStatus === '4' ? SUPER_ADMIN_USER_ID : null,
      checkTime: a.checkStatus === '4' ? new Date() : null,
      createBy: SUPER_ADMIN_USER_ID,
      updateBy: SUPER_ADMIN_USER_ID,
    });
    added++;
  }
  return added;
}
