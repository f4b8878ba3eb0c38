/**
 * The code generator's preview and compile check (issue 25) on a 40-column table, through GenCodeService as the
 * routes call it (the table handed over as a GenTable, as the edit page leaves it). Floors in the same process:
 * prettier alone formatting the preview's TypeScript files (the irreducible part of a preview), and one warm
 * ts-morph diagnostics pass over the same checked files on programs that are already loaded (what a warm check
 * cannot do without). Prints one JSON line.
 *
 *   cd bench && node --import tsx src/domain/codegen-bench.ts [--runs 20] [--checks 5]
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { GenTable } from '@zcps/contracts';
import type { LoginUser } from '../../../apps/server/src/platform/auth/login-user.js';
import { CHECKOUT_ROOT, renderAgainst } from '../../../apps/server/src/modules/tool/gen/code/apply.js';
import { genFixture } from '../../../apps/server/src/modules/tool/gen/code/fixtures.js';
import { GenCodeService } from '../../../apps/server/src/modules/tool/gen/code/gen-code.service.js';
import { formatCode } from '../../../apps/server/src/modules/tool/gen/code/render.js';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, checks: { type: 'string', default: '5' } },
});
const runs = Number(values.runs);
const checks = Number(values.checks);

/** 40 columns: key, tenant, 32 business columns over every kind the templates know, audit and del_flag. */
function table40(): GenTable {
  const kinds: Parameters<typeof genFixture>[1] = [
    {
      columnName: 'title',
      columnType: 'character varying(64)',
      isRequired: '1',
      isQuery: '1',
      queryType: 'LIKE',
    },
    { columnName: 'score', columnType: 'smallint', javaType: 'number', isQuery: '1', queryType: 'GE' },
    { columnName: 'pages', columnType: 'integer', javaType: 'number', isQuery: '1', queryType: 'BETWEEN' },
    { columnName: 'fee', columnType: 'numeric(8,2)' },
    { columnName: 'ratio', columnType: 'double precision', javaType: 'number' },
    {
      columnName: 'issue_time',
      columnType: 'timestamp without time zone',
      javaType: 'Date',
      htmlType: 'datetime',
    },
    { columnName: 'valid_until', columnType: 'date', htmlType: 'datetime' },
    { columnName: 'active', columnType: 'boolean', javaType: 'boolean' },
    {
      columnName: 'status',
      columnType: 'character(1)',
      htmlType: 'select',
      dictType: 'sys_normal_disable',
      isQuery: '1',
    },
    { columnName: 'kind', columnType: 'character(1)', htmlType: 'radio', dictType: 'sys_yes_no' },
    {
      columnName: 'channels',
      columnType: 'character varying(100)',
      htmlType: 'checkbox',
      dictType: 'sys_yes_no',
    },
    { columnName: 'note', columnType: 'character varying(500)', htmlType: 'textarea', isList: '0' },
    { columnName: 'photo', columnType: 'character varying(500)', htmlType: 'imageUpload', isList: '0' },
    { columnName: 'attachment', columnType: 'character varying(500)', htmlType: 'fileUpload', isList: '0' },
    { columnName: 'content', columnType: 'text', htmlType: 'editor', isList: '0' },
    { columnName: 'owner_id', columnType: 'bigint', javaType: 'number' },
  ];
  // Two of each kind (suffixes 1 and 2): 32 business columns.
  const business = [1, 2].flatMap((n) =>
    kinds.map((k, i) => ({
      ...k,
      columnName: `${k.columnName}_${n}`,
      columnComment: `字段${n}-${i + 1}`,
      isQuery: n === 1 ? (k.isQuery ?? '0') : '0',
    })),
  );
  const system = (columnName: string, columnType: string) => ({
    columnName,
    columnType,
    isInsert: '0' as const,
    isEdit: '0' as const,
    isList: '0' as const,
  });
  return genFixture(
    {
      tableId: 940,
      tableName: 'gen_bench_wide',
      tableComment: '压测宽表',
      moduleName: 'title',
      businessName: 'benchWide',
      className: 'BenchWide',
      functionName: '压测宽表',
    },
    [
      {
        columnName: 'wide_id',
        columnType: 'bigint',
        isPk: '1',
        isIncrement: '1',
        isRequired: '1',
        isInsert: '0',
        isEdit: '0',
        javaType: 'number',
      },
      system('tenant_id', 'character varying(20)'),
      ...business,
      system('create_dept', 'bigint'),
      system('create_by', 'bigint'),
      system('create_time', 'timestamp without time zone'),
      system('update_by', 'bigint'),
      system('update_time', 'timestamp without time zone'),
      system('del_flag', 'character(1)'),
    ],
  );
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
};
async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const out = await fn();
  return [out, performance.now() - t];
}

const table = table40();
const caller = { tenantId: '000000', userId: 1 } as LoginUser;
const service = new GenCodeService(async () => table, { root: CHECKOUT_ROOT, write: false });

// Preview: the first one loads the templates and prettier's parser (cold), then `runs` warm ones.
const [preview, previewColdMs] = await timed(() => service.preview(caller, table.tableId));
const previewMs: number[] = [];
for (let i = 0; i < runs; i++) previewMs.push((await timed(() => service.preview(caller, table.tableId)))[1]);

// Floor: prettier alone on the same TypeScript files the preview emits.
const tsFiles = Object.entries(preview).filter(([file]) => /\.tsx?$/.test(file));
const prettierMs: number[] = [];
for (let i = 0; i < runs + 1; i++) {
  const [, ms] = await timed(async () => {
    for (const [, code] of tsFiles) await formatCode(code, 'typescript');
  });
  if (i > 0) prettierMs.push(ms);
}

// Compile check: cold (the thread loads ts-morph and both programs), then warm.
const [first, checkColdMs] = await timed(() => service.check(caller, table.tableId));
const checkMs: number[] = [];
for (let i = 0; i < checks; i++) checkMs.push((await timed(() => service.check(caller, table.tableId)))[1]);
await service.close();

// Floor: the checker's two programs (same tsconfigs) with the same overlays (generated files and patched index,
// catalogue and area files), loaded and checked once; then each pass re-creates the checked files with the same
// text (a new type checker over parsed files) and collects their diagnostics, without the checker's refresh from
// disk, overlay set-up or thread hop.
const { Project } = await import('ts-morph');
const overlays = new Map<string, string>();
const [generated] = await renderAgainst(CHECKOUT_ROOT, [table]);
for (const patch of generated!.patches.filter((p) => p.path.endsWith('.ts'))) {
  const full = path.join(CHECKOUT_ROOT, patch.path);
  overlays.set(full, patch.apply(overlays.get(full) ?? fs.readFileSync(full, 'utf8')));
}
const checked = generated!.files.filter((f) => f.language !== 'sql' && !/\.test\.tsx?$/.test(f.path));
for (const f of checked) overlays.set(path.join(CHECKOUT_ROOT, f.path), f.code);
const sides = [
  { tsconfig: 'apps/server/tsconfig.json', web: false },
  { tsconfig: 'apps/web/tsconfig.json', web: true },
].map((side) => {
  const project = new Project({
    tsConfigFilePath: path.join(CHECKOUT_ROOT, side.tsconfig),
    skipAddingFilesFromTsConfig: true,
    compilerOptions: { noEmit: true, declaration: false, sourceMap: false },
  });
  // As the checker does: the platform files that augment other modules' types (`declare module 'fastify'`).
  if (!side.web) {
    const dir = path.join(CHECKOUT_ROOT, 'apps/server/src/platform');
    for (const f of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }))
      if (
        f.endsWith('.ts') &&
        !f.endsWith('.test.ts') &&
        fs.readFileSync(path.join(dir, f), 'utf8').includes('declare module ')
      )
        project.addSourceFileAtPath(path.join(dir, f));
  }
  for (const [full, text] of overlays) project.createSourceFile(full, text, { overwrite: true });
  const files = checked
    .filter((f) => f.path.startsWith('apps/web/') === side.web && (side.web || f.path.endsWith('.ts')))
    .map((f) => [path.join(CHECKOUT_ROOT, f.path), f.code] as const);
  return { project, files };
});
const pass = () => {
  let n = 0;
  for (const { project, files } of sides) {
    for (const [full, code] of files) project.createSourceFile(full, code, { overwrite: true });
    const program = project.getProgram();
    for (const [full] of files) {
      const source = project.getSourceFileOrThrow(full);
      n += program.getSyntacticDiagnostics(source).length + program.getSemanticDiagnostics(source).length;
    }
  }
  return n;
};
const [, floorColdMs] = await timed(async () => pass());
const floorMs: number[] = [];
let floorDiagnostics = 0;
for (let i = 0; i < checks; i++) {
  const [n, ms] = await timed(async () => pass());
  floorDiagnostics = n;
  floorMs.push(ms);
}

const p50 = (xs: number[]) => pct(xs, 50);
console.log(
  JSON.stringify({
    columns: table.columns.length,
    files: Object.keys(preview).length,
    tsFiles: tsFiles.length,
    runs,
    checks,
    previewColdMs: round(previewColdMs),
    previewP50Ms: p50(previewMs),
    previewP95Ms: pct(previewMs, 95),
    prettierFloorP50Ms: p50(prettierMs),
    previewOverFloor: Number((p50(previewMs) / p50(prettierMs)).toFixed(2)),
    checkColdMs: round(checkColdMs),
    checkWarmP50Ms: p50(checkMs),
    checkWarmP95Ms: pct(checkMs, 95),
    compiles: first.compiles,
    diagnostics: first.diagnostics.length,
    checkFloorColdMs: round(floorColdMs),
    checkFloorP50Ms: p50(floorMs),
    checkFloorDiagnostics: floorDiagnostics,
    checkWarmOverFloor: Number((p50(checkMs) / p50(floorMs)).toFixed(2)),
  }),
);
