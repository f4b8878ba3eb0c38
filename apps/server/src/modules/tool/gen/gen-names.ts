import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Words JavaScript reserves (no variable, parameter or destructured field may take them), and object internals. */
export const JS_KEYWORDS = new Set(
  `break case catch class const continue debugger default delete do else enum export extends false finally for
  function if import in instanceof new null return super switch this throw true try typeof var void while with
  yield let static implements interface package private protected public await constructor prototype __proto__
  tostring valueof hasownproperty`.split(/\s+/),
);

/** TypeScript's contextual words and built-in type names: fine as a property, confusing as a module or type. */
export const TS_WORDS = new Set(
  `async as any boolean declare get set module namespace require number string symbol type from of never unknown
  object bigint undefined keyof readonly infer is asserts abstract satisfies accessor arguments eval`.split(
    /\s+/,
  ),
);

/** PostgreSQL's reserved key words (they cannot name a table or column unquoted). */
export const SQL_RESERVED = new Set(
  `all analyse analyze and any array as asc asymmetric both case cast check collate column constraint create
  current_catalog current_date current_role current_time current_timestamp current_user default deferrable desc
  distinct do else end except false fetch for foreign from grant group having in initially intersect into lateral
  leading limit localtime localtimestamp not null offset on only or order placing primary references returning
  select session_user some symmetric system_user table then to trailing true union unique user using variadic when
  where window with`.split(/\s+/),
);

/** Global types a generated class must not shadow. */
export const GLOBAL_TYPES = new Set(
  `Object Array Date Map Set Promise Error String Number Boolean Symbol Function JSON Math Record Partial Required
  Readonly Pick Omit RegExp BigInt Buffer Request Response Headers Blob File URL Event Element Node Window
  Document`.split(/\s+/),
);

const here = path.dirname(fileURLToPath(import.meta.url));
/** The server's area folders (`src/modules` or `dist/modules`, wherever this file runs from). */
const SERVER_MODULES = path.resolve(here, '../..');
/** The console's feature folders, when the checkout is there (development; a deployed server has none). */
const WEB_FEATURES = path.resolve(here, '../../../../../web/src/features');

/** An existing server module or console feature of that name, as `modules/system/post`. */
export function existingModule(moduleName: string, businessName: string, packageName: string): string | null {
  const candidates = [
    [SERVER_MODULES, moduleName, businessName, `modules/${moduleName}/${businessName}`],
    [WEB_FEATURES, packageName, businessName, `features/${packageName}/${businessName}`],
    [WEB_FEATURES, moduleName, businessName, `features/${moduleName}/${businessName}`],
  ] as const;
  for (const [root, area, business, shown] of candidates)
    if (fs.existsSync(path.join(root, area, business))) return shown;
  return null;
}
