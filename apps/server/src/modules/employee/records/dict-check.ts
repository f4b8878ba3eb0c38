import type { core } from 'zod';
import { RequestValidationError } from '../../../platform/http/errors.js';
import type { DictService } from '../../system/dict/dict.service.js';

/** [field name, dictionary type, value]; a missing value is not checked. */
export type CodedField = readonly [string, string, unknown];

/**
 * Coded fields hold values of their dictionaries (seeded per tenant, so the schema cannot know them); a value
 * outside answers 400 naming the field, like any other invalid input.
 */
export async function checkDictValues(
  dicts: DictService,
  tenantId: string,
  fields: readonly CodedField[],
  input: unknown,
): Promise<void> {
  const issues: core.$ZodIssue[] = [];
  for (const [name, dictType, value] of fields) {
    if (value === null || value === undefined || value === '') continue;
    const entries = await dicts.byType(tenantId, dictType, 'zh_CN');
    if (entries.some((e) => e.dictValue === value)) continue;
    issues.push({
      code: 'custom',
      path: [name],
      message: 'employee.dictValue',
      params: { message: 'employee.dictValue' },
      input: value,
    });
  }
  if (issues.length) throw new RequestValidationError(issues, 'body', input);
}
