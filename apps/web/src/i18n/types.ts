import type { ZhCNMessages } from './zh_CN';

/** Every locale must carry exactly the namespaces and keys of the default (zh_CN) one. */
export type LocaleMessages = { [NS in keyof ZhCNMessages]: { [K in keyof ZhCNMessages[NS]]: string } };
