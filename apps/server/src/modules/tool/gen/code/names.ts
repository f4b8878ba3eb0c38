import { GEN_CAMEL_NAME, GEN_SNAKE_NAME } from '@zcps/contracts';
import { ServiceError } from '../../../../platform/http/errors.js';

/** Words a generated identifier may not be: JavaScript/TypeScript keywords and names the templates use. */
const TS_RESERVED = new Set(
  (
    'abstract any arguments as async await boolean break case catch class const constructor continue debugger ' +
    'declare default delete do else enum eval export extends false finally for from function get if implements ' +
    'import in infer instanceof interface is keyof let module namespace never new null number object of package ' +
    'private protected public readonly require return set static string super switch symbol this throw true try ' +
    'type typeof undefined unique unknown var void while with yield ' +
    // Names the generated files declare or import themselves.
    'z db sql row rows body caller query request reply service repo app api t crud form kit rules'
  ).split(' '),
);

/** PostgreSQL reserved key words (SQL:2016 reserved in PostgreSQL, appendix C): unusable as bare table names. */
const SQL_RESERVED = new Set(
  (
    'all analyse analyze and any array as asc asymmetric authorization binary both case cast check collate ' +
    'collation column concurrently constraint create cross current_catalog current_date current_role ' +
    'current_schema current_time current_timestamp current_user default deferrable desc distinct do else end ' +
    'except false fetch for foreign freeze from full grant group having ilike in initially inner intersect into ' +
    'is isnull join lateral leading left like limit localtime localtimestamp natural not notnull null offset on ' +
    'only or order outer overlaps placing primary references returning right select session_user similar some ' +
    'symmetric system_user table tablesample then to trailing true union unique user using variadic verbose when ' +
    'where window with'
  ).split(' '),
);

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
  if (!GEN_CAMEL_NAME.test(name) || TS_RESERVED.has(name)) refuse(kind, name);
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
  return (text ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\*\//g, '* /')
    .replace(/\/\*/g, '/ *')
    .trim();
}

/**
 * A single-quoted TypeScript string literal (i18n labels): one line, backslashes and quotes escaped, so text
 * carrying code (a quote, a backtick, `${}`) can never leave the string. Only single-quoted strings are emitted.
 */
export function quoted(text: string | null | undefined): string {
  return `'${commentText(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
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
