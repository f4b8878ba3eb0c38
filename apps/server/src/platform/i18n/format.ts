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

/** Something to show in one language: plain text, words given by data in each language, or a message. */
export type Text = string | Worded | Message;

/** A parameter value: a number, or any text (a message parameter is rendered in the same language). */
export type MessageArg = number | Text;

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

/** The message of a key made from data (`review.stage.${stage}`), or null when the catalogue has no such key. */
export function messageIfAny(key: string): Message | null {
  return key in messages ? { key: key as MessageKey } : null;
}

/** Renders a message built earlier (`message()`, a `ServiceError`), or any other text, in `lang`. */
export function localize(lang: Language, text: MessageArg): string {
  if (typeof text !== 'object') return String(text);
  return 'key' in text ? fill(lang, messages[text.key][lang], text.params) : text[lang];
}

/** Texts joined in each language with the separator the catalogue gives (、 / , by default). */
export function listOf(items: readonly MessageArg[], separator: PlainKey = 'list.separator'): Worded {
  const join = (lang: Language) =>
    items.map((item) => localize(lang, item)).join(formatMessage(lang, separator));
  return { zh_CN: join('zh_CN'), en_US: join('en_US') };
}

/** Both languages at once, for answers that carry the two wordings (eligibility reasons). */
export function bilingual(text: Text): Worded {
  return { zh_CN: localize('zh_CN', text), en_US: localize('en_US', text) };
}

function fill(lang: Language, template: string, params: Message['params']): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params?.[name];
    return value === undefined ? whole : localize(lang, value);
  });
}
