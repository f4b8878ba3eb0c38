import type { Language } from '@zcps/contracts';
import type { DictService } from './dict.service.js';

/** value → localized label of one dictionary, for exported sheets. */
export async function dictLabels(
  dicts: DictService,
  tenantId: string,
  dictType: string,
  lang: Language,
): Promise<(value: string | number) => string> {
  const entries = await dicts.byType(tenantId, dictType, lang);
  const byValue = new Map(entries.map((e) => [e.dictValue, e.dictLabel]));
  return (value) => byValue.get(String(value)) ?? String(value);
}
