import { ALL_PERMISSION, ResponseCode } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { forbidden, ServiceError } from '../../../platform/http/errors.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { PlainKey } from '../../../platform/i18n/format.js';

/**
 * Option lists of organizations and entrusted units feed the selects of every title and employee screen, so
 * any signed-in user holding some `title:` or `employee:` permission may read them.
 */
export function requireTitleOrEmployeeReader(caller: LoginUser): void {
  const reads = caller.permissions.some(
    (p) => p === ALL_PERMISSION || p.startsWith('title:') || p.startsWith('employee:'),
  );
  if (!reads) throw forbidden();
}

/** A dictionary-typed field must hold one of the tenant's entries; `message` names the field (400). */
export async function checkDictValue(
  dicts: DictService,
  tenantId: string,
  dictType: string,
  value: string,
  message: PlainKey,
): Promise<void> {
  const entries = await dicts.byType(tenantId, dictType, 'zh_CN');
  if (!entries.some((e) => e.dictValue === value))
    throw new ServiceError(message, {}, ResponseCode.BAD_REQUEST);
}
