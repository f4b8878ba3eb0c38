import type { zhCN } from './zh_CN';

/** Every locale must carry exactly the namespaces and keys of the default (zh_CN) one. */
export type LocaleMessages = { [NS in keyof typeof zhCN]: { [K in keyof (typeof zhCN)[NS]]: string } };
