import { GEN_CAMEL_NAME, GEN_SNAKE_NAME } from '@zcps/contracts';
import { ServiceError } from '../../../../platform/http/errors.js';
import { JS_KEYWORDS, SQL_RESERVED, TS_WORDS } from '../gen-names.js';

/** Names the generated files and the area declare themselves: a business of that name would clash. */
const TEMPLATE_NAMES = new Set(
  'z db sql row rows body caller query request reply service repo app api t crud form kit rules deps dicts routes'.split(
    ' ',
  ),
);
/** Fields only appear as properties (`row.type`), so only keywords are refused; modules and businesses name variables. */
const reservedInCode = (kind: 'field' | 'module' | 'business', name: string) =>
  JS_KEYWORDS.has(name.toLowerCase()) ||
  (kind !== 'field' && (TS_WORDS.has(name) || TEMPLATE_NAMES.has(name)));

export type NameKind = 'table' | 'column' | 'field' | 'module' | 'business' | 'class';

function refuse(kind: NameKind, name: string): never {
  throw new ServiceError('genCode.badName', { kind, name });
}

/** A snake_case table or column name the generated SQL and drizzle schema can use bare. */
export function checkSnake(kind: 'table' | 'column', name: string): string {
  if (!GEN_SNAKE_NAME.test(name) || SQL_RESERVED.has(name)) refuse(kind, name);
  return name;
}

/** A camelCase identifier of the generated code (field, module, business). */
export function checkCamel(kind: 'field' | 'module' | 'business', name: string): string {
  if (!GEN_CAMEL_NAME.test(name) || reservedInCode(kind, name)) refuse(kind, name);
  return name;
}

/** The PascalCase class name (types, service, repo). */
export function checkClass(name: string): string {
  if (!/^[A-Z][A-Za-z0-9]{0,62}$/.test(name)) refuse('class', name);
  return name;
}

/**
 * Text placed in a `//` or `/** *\/` comment: one line, no comment terminator, no control characters. A table
 * comment such as `*\/ process.exit() /*` stays text.
 */
export function commentText(text: string | null | undefined): string {
  return (
    (text ?? '')
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/\*\//g, '* /')
      .replace(/\/\*/g, '/ *')
      .trim()
  );
}

/**
 * A single-quoted TypeScript string literal (i18n labels): one line, backslashes and quotes escaped, so text
 * carrying code (a quote, a backtick, `${}`) can never leave the string. Only single-quoted strings are emitted.
 */
export function quoted(text: string | null | undefined): string {
  // Braces would read as message parameters (`{name}` on the server, `{{name}}` in the console).
  const plain = commentText(text).replace(/\{/g, '｛').replace(/\}/g, '｝');
  return `'${plain.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A SQL string literal (menu names in the migration). */
export function sqlText(text: string | null | undefined): string {
  return `'${commentText(text).replace(/'/g, "''")}'`;
}

export const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
export const camelOf = (snake: string) => snake.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
/** `certNo` → `cert-no` (file names of the i18n catalogues). */
export const kebab = (camel: string) => camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** `certNo` → `Cert no`: the English label when only a Chinese comment is known. */
export const words = (camel: string) => {
  const spaced = camel.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};
