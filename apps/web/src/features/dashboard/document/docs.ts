import type { Language } from '@zcps/contracts';

/** The documentation's chapters, in the order of the page's tabs; each is docs/<language>/<key>.md. */
export const DOC_KEYS = ['overview', 'roles', 'flow', 'configuration'] as const;
export type DocKey = (typeof DOC_KEYS)[number];

const files = import.meta.glob<string>('./docs/*/*.md', { query: '?raw', import: 'default', eager: true });

/** The chapter's markdown in the language, else in zh_CN. */
export function docOf(key: DocKey, lang: Language | string): string {
  return files[`./docs/${lang}/${key}.md`] ?? files[`./docs/zh_CN/${key}.md`] ?? '';
}
