import type { Language } from '@zcps/contracts';
import { messages, type MessageKey } from './messages.js';

/** The `{name}` parameters a template names. */
type NamesIn<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | NamesIn<Rest>
  : never;

/** The parameter names of a message, read from its templates in both languages. */
export type ParamName<K extends MessageKey> = NamesIn<(typeof messages)[K][Language]>;

/** Words given in each language by data (a dictionary label), not by the catalogue. */
export type Worded = Readonly<Record<Language, string>>;

/** A message rendered later, in the language of whoever reads it (an error, a stage's name as a parameter). */
export interface Message {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, MessageArg>>;
}

/** A parameter value: plain, worded by data in each language, or another message. */
export type MessageArg = string | number | Worded | Message;

export type MessageParams<K extends MessageKey> = { readonly [N in ParamName<K>]: MessageArg };

/** A key's parameters as a rest tuple: one object with exactly the names its templates use, or nothing. */
export type ParamsOf<K extends MessageKey> = [ParamName<K>] extends [never]
  ? [params?: Readonly<Record<string, never>>]
  : [params: MessageParams<K>];

/** The keys whose templates take exactly the parameters `P`, for code that picks among such keys. */
export type KeyWith<P extends string> = {
  [K in MessageKey]: [ParamName<K>] extends [P] ? ([P] extends [ParamName<K>] ? K : never) : never;
}[MessageKey];

/** The keys whose templates take no parameter. */
export type PlainKey = KeyWith<never>;

/** The one way a server message is worded: the key's template in `lang` with its named parameters filled in. */
export function formatMessage<K extends MessageKey>(
  lang: Language,
  key: K,
  ...[params]: ParamsOf<K>
): string {
  return fill(lang, messages[key][lang], params);
}

/** A message to render later; its parameters are checked here, where the key is known. */
export function message<K extends MessageKey>(key: K, ...[params]: ParamsOf<K>): Message {
  return params ? { key, params } : { key };
}

/** Renders a message built earlier (`message()`, a `ServiceError`) in `lang`. */
export function localize(lang: Language, text: Message): string {
  return fill(lang, messages[text.key][lang], text.params);
}

/** Both languages at once, for answers that carry the two wordings (eligibility reasons). */
export function bilingual(text: Message): Worded {
  return { zh_CN: localize('zh_CN', text), en_US: localize('en_US', text) };
}

function fill(lang: Language, template: string, params: Message['params']): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) return whole;
    if (typeof value !== 'object') return String(value);
    return 'key' in value ? localize(lang, value) : value[lang];
  });
}
