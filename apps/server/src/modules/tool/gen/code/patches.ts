import { ServiceError } from '../../../../platform/http/errors.js';
import { kebab } from './names.js';
import type { TableModel } from './model.js';

/** An edit of an existing file that wires a generated feature in; applying it twice changes nothing. */
export interface WiringPatch {
  path: string;
  description: string;
  apply(text: string): string;
}

function refuse(path: string): never {
  throw new ServiceError('genCode.patchFailed', { path });
}

/** Adds `line` after the last import (or at the end), unless the file has it. */
function addImport(path: string, text: string, line: string): string {
  if (text.includes(line)) return text;
  const imports = [...text.matchAll(/^import [^;]+;$/gm)];
  const last = imports.at(-1);
  if (!last) return `${line}\n${text}`;
  const at = last.index + last[0].length;
  return `${text.slice(0, at)}\n${line}${text.slice(at)}`;
}

/** Inserts `line` before the `};` that closes the object opened by `opener`. */
function addBeforeClose(
  path: string,
  text: string,
  opener: string | RegExp,
  close: string,
  line: string,
): string {
  if (text.includes(line.trim())) return text;
  const start = typeof opener === 'string' ? text.indexOf(opener) : text.search(opener);
  if (start < 0) refuse(path);
  const end = text.indexOf(close, start);
  if (end < 0) refuse(path);
  return `${text.slice(0, end)}\n${line}${text.slice(end)}`;
}

const appendLine = (text: string, line: string) =>
  text.includes(line) ? text : `${text.trimEnd()}\n${line}\n`;

export function wiringPatches(m: TableModel, opts: { migrationTag: string }): WiringPatch[] {
  const k = kebab(m.business);
  const C = m.className;
  const b = m.business;
  const area = `apps/server/src/modules/${m.module}/${m.module}.area.ts`;
  return [
    {
      path: 'apps/server/src/db/schema/index.ts',
      description: `export the ${m.table} table`,
      apply: (text) => appendLine(text, `export * from './${k}.js';`),
    },
    {
      path: `packages/contracts/src/${m.module}/index.ts`,
      description: `export the ${b} contract`,
      apply: (text) => appendLine(text, `export * from './${k}.js';`),
    },
    {
      path: 'apps/server/src/platform/i18n/messages.ts',
      description: `spread the ${m.ns} server messages`,
      apply: (text) =>
        addBeforeClose(
          'messages.ts',
          addImport('messages.ts', text, `import { ${m.ns}Messages } from './catalog/${m.kebab}.js';`),
          'export const messages = {',
          '\n} as const;',
          `  ...${m.ns}Messages,`,
        ),
    },
    {
      path: 'apps/web/src/i18n/zh_CN-screens.ts',
      description: `spread the ${m.ns} console messages (zh_CN)`,
      apply: (text) =>
        addBeforeClose(
          'zh_CN-screens.ts',
          addImport('zh_CN-screens.ts', text, `import { ${m.ns}ZhCN } from './${m.kebab}';`),
          'export const zhCNScreens = {',
          '\n};',
          `  ...${m.ns}ZhCN,`,
        ),
    },
    {
      path: 'apps/web/src/i18n/en_US.ts',
      description: `spread the ${m.ns} console messages (en_US)`,
      apply: (text) =>
        addBeforeClose(
          'en_US.ts',
          addImport('en_US.ts', text, `import { ${m.ns}EnUS } from './${m.kebab}';`),
          'export const enUS: LocaleMessages = {',
          '\n};',
          `  ...${m.ns}EnUS,`,
        ),
    },
    {
      path: area,
      description: `build the ${b} service and register its routes in the ${m.module} area`,
      apply: (text) => {
        if (!/\bdb: Db;/.test(text)) refuse(area);
        const dicts = m.dicts.length
          ? /const (\{[^}]*\bdicts\b[^}]*\}|dicts) = /.test(text)
            ? ', dicts'
            : ', deps.dicts'
          : '';
        if (dicts === ', deps.dicts' && !/\bdicts: DictService;/.test(text)) refuse(area);
        let out = addImport(area, text, `import { ${C}Repo } from './${k}/${k}.repo.js';`);
        out = addImport(area, out, `import { ${b}Routes } from './${k}/${k}.routes.js';`);
        out = addImport(area, out, `import { ${C}Service } from './${k}/${k}.service.js';`);
        const build = `  const ${b} = new ${C}Service(new ${C}Repo(deps.db)${dicts});`;
        if (!out.includes(build)) {
          const at = out.indexOf('\n  const routes: FastifyPluginAsync');
          if (at < 0) refuse(area);
          out = `${out.slice(0, at)}\n${build}${out.slice(at)}`;
        }
        return addBeforeClose(
          area,
          out,
          '\n  const routes: FastifyPluginAsync',
          '\n  };',
          `    await api.register(${b}Routes, { ${b} });`,
        );
      },
    },
    {
      path: 'apps/server/drizzle/meta/_journal.json',
      description: `run the migration ${opts.migrationTag}`,
      apply: (text) => {
        const journal = JSON.parse(text) as { entries: { idx: number; when: number; tag: string }[] };
        if (journal.entries.some((e) => e.tag === opts.migrationTag)) return text;
        const last = journal.entries.at(-1);
        journal.entries.push({
          idx: (last?.idx ?? -1) + 1,
          version: '7',
          when: Math.max(Date.now(), (last?.when ?? 0) + 1),
          tag: opts.migrationTag,
          breakpoints: true,
        } as (typeof journal.entries)[number]);
        return `${JSON.stringify(journal, null, 2)}`;
      },
    },
  ];
}

/** The next migration number of a journal's text. */
export function nextMigrationIndex(journalText: string): number {
  const journal = JSON.parse(journalText) as { entries: { idx: number }[] };
  return Math.max(-1, ...journal.entries.map((e) => e.idx)) + 1;
}
