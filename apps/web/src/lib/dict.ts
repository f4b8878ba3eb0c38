import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parseLanguage, type DictDataVo, type Result } from '@zcps/contracts';
import { getStoredLanguage } from '../i18n';
import { http } from './request';

/**
 * Dictionary entries per type and language, fetched once per page load (spec §7): concurrent callers share one
 * request, and a failed fetch is forgotten so the next caller tries again.
 */
const cache = new Map<string, Promise<DictDataVo[]>>();

export function getDicts(dictType: string, lang: string = getStoredLanguage()): Promise<DictDataVo[]> {
  const key = `${lang}:${dictType}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = http
      .get<Result<DictDataVo[]>>(`/system/dict/data/type/${encodeURIComponent(dictType)}`, { silent: true })
      .then((res) => res.data ?? []);
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}

/** Drops one type (after editing it) or everything (language switch, logout). */
export function clearDictCache(dictType?: string): void {
  if (!dictType) return cache.clear();
  for (const key of [...cache.keys()]) if (key.endsWith(`:${dictType}`)) cache.delete(key);
}

/** Entries of one dictionary type in the current language ([] while loading or on failure). */
export function useDict(dictType: string): DictDataVo[] {
  const { i18n } = useTranslation();
  const lang = parseLanguage(i18n.language);
  const { data } = useQuery({
    queryKey: ['dict', lang, dictType],
    queryFn: () => getDicts(dictType, lang),
    staleTime: Infinity,
  });
  return data ?? [];
}
