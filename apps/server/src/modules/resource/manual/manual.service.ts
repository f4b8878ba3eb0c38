import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_TENANT_ID,
  MANUAL_ROLES,
  SUPER_ADMIN_USER_ID,
  TENANT_ADMIN_ROLE_KEY,
  SUPER_ADMIN_ROLE_KEY,
  type Language,
  type ManualContent,
  type ManualRole,
  type ManualVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { OssRepo } from '../oss/oss.repo.js';
import type { OssService } from '../oss/oss.service.js';
import { formatMessage } from '../../../platform/i18n/format.js';
import { forbidden, ServiceError } from '../../../platform/http/errors.js';
import type { ManualContents } from './manual-content.js';

/** Fixed original name: the import's identity, and the name the browser saves the file under. */
export const manualFileName = (role: ManualRole) => `操作手册-${role}.pdf`;

const PDF_MAGIC = Buffer.from('%PDF-');

export interface ManualImport {
  role: ManualRole;
  outcome: 'imported' | 'updated' | 'unchanged' | 'invalid';
}

export class ManualService {
  constructor(
    private readonly repo: OssRepo,
    private readonly oss: OssService,
    private readonly contents: ManualContents,
  ) {}

  /**
   * Imports `<dir>/<role>.pdf` into the object store for the platform tenant. The object key carries the
   * content hash, so an unchanged file is skipped and a changed one replaces the object under the same ossId.
   */
  async importFrom(dir: string): Promise<ManualImport[]> {
    const results: ManualImport[] = [];
    const existing = await this.repo.findShared(MANUAL_ROLES.map(manualFileName));
    for (const role of MANUAL_ROLES) {
      const content = await fsp.readFile(path.join(dir, `${role}.pdf`)).catch(() => null);
      if (!content) continue;
      if (!content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
        results.push({ role, outcome: 'invalid' });
        continue;
      }
      const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 16);
      const key = `manual/${role}-${hash}.pdf`;
      const row = existing.find((r) => r.originalName === manualFileName(role));
      if (row?.fileName === key) {
        results.push({ role, outcome: 'unchanged' });
      } else if (row) {
        const store = await this.oss.storeOf(row.service);
        await store.put(key, content);
        await this.repo.replaceObject(row.ossId, key);
        await store.delete(row.fileName);
        results.push({ role, outcome: 'updated' });
      } else {
        const owner = { tenantId: DEFAULT_TENANT_ID, userId: SUPER_ADMIN_USER_ID, deptId: null };
        await this.oss.store(owner, 'manual', manualFileName(role), 'pdf', content, key);
        results.push({ role, outcome: 'imported' });
      }
    }
    return results;
  }

  /** The manual roles a user may read: their own; administrators every one. */
  private rolesOf(user: LoginUser): ManualRole[] {
    const isAdmin = user.roleKeys.some((k) => k === SUPER_ADMIN_ROLE_KEY || k === TENANT_ADMIN_ROLE_KEY);
    return MANUAL_ROLES.filter((role) => isAdmin || user.roleKeys.includes(role));
  }

  /** The manuals of the user's roles; administrators see every manual. Shared by all tenants. */
  async listFor(user: LoginUser, lang: Language): Promise<ManualVo[]> {
    const roles = this.rolesOf(user);
    const rows = await this.repo.findShared(roles.map(manualFileName));
    return roles.flatMap((role) => {
      const row = rows.find((r) => r.originalName === manualFileName(role));
      if (!row) return [];
      return [
        {
          role,
          title: formatMessage(lang, `manual.${role}`),
          ossId: String(row.ossId),
          fileName: row.originalName,
        },
      ];
    });
  }

  /** A manual to read in the page: only one of the user's own roles (as the list offers). */
  async contentFor(user: LoginUser, role: ManualRole): Promise<ManualContent> {
    if (!this.rolesOf(user).includes(role)) throw forbidden();
    const content = await this.contents.read(role);
    if (!content) throw new ServiceError('manual.notFound', { role });
    return content;
  }
}
