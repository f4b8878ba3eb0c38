import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { ServiceError } from '../../../../platform/http/errors.js';
import type { LoginUser } from '../../../../platform/auth/login-user.js';
import { renderAgainst, writeInto } from './apply.js';
import { GenCodeService } from './gen-code.service.js';
import { certRegisterFixture, genFixture, regionFixture } from './fixtures.js';
import { renderTable } from './render.js';

const hostile = '*/ process.exit(1); /* `${globalThis}` \' " \\ </script>\n// next line';

/** The files the wiring patches edit, as small stand-ins. */
function fakeCheckout(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-gen-apply-'));
  const put = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  put(
    'apps/server/drizzle/meta/_journal.json',
    JSON.stringify({ entries: [{ idx: 11, when: 1, tag: 'x' }] }),
  );
  put('apps/server/src/db/schema/index.ts', "export * from './tenant.js';\n");
  put('packages/contracts/src/title/index.ts', "export * from './reviewer.js';\n");
  put(
    'apps/server/src/platform/i18n/messages.ts',
    "import { a } from './catalog/a.js';\n\nexport const messages = {\n  ...a,\n} as const;\n",
  );
  put(
    'apps/web/src/i18n/zh_CN-screens.ts',
    "import { b } from './b';\n\nexport const zhCNScreens = {\n  ...b,\n};\n",
  );
  put(
    'apps/web/src/i18n/en_US.ts',
    "import { c } from './c';\n\nexport const enUS: LocaleMessages = {\n  ...c,\n};\n",
  );
  put(
    'apps/server/src/modules/title/title.area.ts',
    [
      "import type { FastifyPluginAsync } from 'fastify';",
      '',
      'export interface TitleAreaDeps {',
      '  db: Db;',
      '  dicts: DictService;',
      '}',
      '',
      'export function createTitleArea(deps: TitleAreaDeps) {',
      '  const routes: FastifyPluginAsync = async (api) => {',
      '    await api.register(other);',
      '  };',
      '  return { routes };',
      '}',
      '',
    ].join('\n'),
  );
  return root;
}

const roots: string[] = [];
afterAll(() => roots.forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

describe('code generator renderer', () => {
  it('lays a table out in this repo: server, contracts, console, messages and the menu migration', async () => {
    const { files, patches } = await renderTable(certRegisterFixture, 12);
    expect(files.map((f) => f.path)).toMatchInlineSnapshot(`
      [
        "apps/server/src/db/schema/cert-register.ts",
        "packages/contracts/src/title/cert-register.ts",
        "apps/server/src/modules/title/cert-register/cert-register.repo.ts",
        "apps/server/src/modules/title/cert-register/cert-register.service.ts",
        "apps/server/src/modules/title/cert-register/cert-register.routes.ts",
        "apps/server/src/modules/title/cert-register/cert-register.routes.test.ts",
        "apps/server/src/platform/i18n/catalog/title-cert-register.ts",
        "apps/web/src/features/title/certRegister/api.ts",
        "apps/web/src/features/title/certRegister/index.tsx",
        "apps/web/src/features/title/certRegister/CertRegisterForm.tsx",
        "apps/web/src/features/title/certRegister/page.test.tsx",
        "apps/web/src/i18n/title-cert-register.ts",
        "apps/server/drizzle/0012_gen_demo_cert_register_menu.sql",
      ]
    `);
    expect(patches.map((p) => p.path)).toEqual([
      'apps/server/src/db/schema/index.ts',
      'packages/contracts/src/title/index.ts',
      'apps/server/src/platform/i18n/messages.ts',
      'apps/web/src/i18n/zh_CN-screens.ts',
      'apps/web/src/i18n/en_US.ts',
      'apps/server/src/modules/title/title.area.ts',
      'apps/server/drizzle/meta/_journal.json',
    ]);
    const sql = files.at(-1)!.code;
    expect(sql).toContain('CREATE TABLE IF NOT EXISTS "gen_demo_cert_register"');
    expect(sql.match(/WHERE NOT EXISTS/g)).toHaveLength(6);
  });

  it('keeps hostile comments and names inside comments and strings', async () => {
    const table = structuredClone(regionFixture);
    table.tableComment = hostile;
    table.functionName = hostile;
    for (const c of table.columns) c.columnComment = hostile;
    const { files } = await renderTable(table, 3);
    for (const file of files.filter((f) => f.language !== 'sql')) {
      // The text stays text: no identifier of it reaches the syntax tree (only strings and comments hold it).
      const source = ts.createSourceFile(
        file.path,
        file.code,
        ts.ScriptTarget.Latest,
        true,
        ts.ScriptKind.TSX,
      );
      const names: string[] = [];
      const walk = (node: ts.Node) => {
        if (ts.isIdentifier(node)) names.push(node.text);
        node.forEachChild(walk);
      };
      walk(source);
      expect(names, file.path).not.toContain('process');
      expect(names, file.path).not.toContain('globalThis');
      expect(file.code).not.toContain('\n// next line');
    }
    const sql = files.find((f) => f.language === 'sql')!.code;
    expect(sql).toContain("'* / process.exit(1); / * `${globalThis}` '' \" \\ </script> // next line'");
  });

  it('refuses reserved words, bad identifiers, a missing key or tenant column, naming the field', async () => {
    const refusal = async (change: (t: typeof certRegisterFixture) => void) => {
      const table = structuredClone(certRegisterFixture);
      change(table);
      const error = await renderTable(table, 1).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServiceError);
      return error as ServiceError;
    };
    expect((await refusal((t) => (t.tableName = 'select'))).params).toEqual({
      kind: 'table',
      name: 'select',
    });
    expect((await refusal((t) => (t.businessName = 'delete'))).params).toEqual({
      kind: 'business',
      name: 'delete',
    });
    expect((await refusal((t) => (t.moduleName = 'a-b'))).params).toEqual({ kind: 'module', name: 'a-b' });
    expect((await refusal((t) => (t.className = 'x}; evil(); {'))).key).toBe('genCode.badName');
    expect((await refusal((t) => (t.columns[2]!.javaField = 'new'))).params).toEqual({
      kind: 'field',
      name: 'new',
    });
    expect((await refusal((t) => (t.columns[2]!.columnName = 'order'))).params).toEqual({
      kind: 'column',
      name: 'order',
    });
    expect((await refusal((t) => (t.columns[2]!.dictType = "x'); drop"))).key).toBe('genCode.badName');
    expect((await refusal((t) => t.columns.forEach((c) => (c.isPk = '0')))).key).toBe('genCode.noPk');
    expect(
      (await refusal((t) => (t.columns = t.columns.filter((c) => c.columnName !== 'tenant_id')))).key,
    ).toBe('genCode.noTenant');
    expect((await refusal((t) => (t.columns[2]!.columnType = 'tsvector'))).key).toBe('genCode.badType');
    const tree = structuredClone(regionFixture);
    tree.options = {};
    await expect(renderTable(tree, 1)).rejects.toMatchObject({ key: 'genCode.badTree' });
  });

  it('writes into a checkout with the wiring patches, again without change, and never over a hand-written file', async () => {
    const root = fakeCheckout();
    roots.push(root);
    const generated = await renderAgainst(root, [certRegisterFixture]);
    expect(generated[0]!.files.at(-1)!.path).toBe('apps/server/drizzle/0012_gen_demo_cert_register_menu.sql');
    const first = await writeInto(root, generated);
    expect(first.written).toHaveLength(13);
    expect(first.patched).toHaveLength(7);
    const area = fs.readFileSync(path.join(root, 'apps/server/src/modules/title/title.area.ts'), 'utf8');
    expect(area).toContain('const certRegister = new CertRegisterService(new CertRegisterRepo(deps.db));');
    expect(area).toContain('await api.register(certRegisterRoutes, { certRegister });');
    const journal = JSON.parse(
      fs.readFileSync(path.join(root, 'apps/server/drizzle/meta/_journal.json'), 'utf8'),
    );
    expect(journal.entries.at(-1)).toMatchObject({ idx: 12, tag: '0012_gen_demo_cert_register_menu' });

    const again = await writeInto(root, await renderAgainst(root, [certRegisterFixture]));
    expect(again.patched).toEqual([]);

    fs.writeFileSync(path.join(root, 'apps/server/src/db/schema/cert-register.ts'), '// hand-written\n');
    await expect(writeInto(root, generated)).rejects.toMatchObject({
      key: 'genCode.overwrite',
      params: { path: 'apps/server/src/db/schema/cert-register.ts' },
    });
  });

  it('生成代码 writes nothing while it is off or the code does not compile', async () => {
    const root = fakeCheckout();
    roots.push(root);
    const load = async () => certRegisterFixture;
    const off = new GenCodeService(load, { root, write: false });
    await expect(off.apply({} as LoginUser, 1)).rejects.toMatchObject({ key: 'genCode.writeOff' });
    // The stand-in checkout has no tsconfig: the check cannot show the code compiles.
    const on = new GenCodeService(load, { root, write: true });
    try {
      await expect(on.apply({} as LoginUser, 1)).rejects.toMatchObject({ key: 'genCode.notCompiling' });
    } finally {
      await on.close();
    }
    expect(fs.existsSync(path.join(root, 'apps/server/src/db/schema/cert-register.ts'))).toBe(false);
  }, 60_000);

  it('numbers a batch of new tables one after another', async () => {
    const root = fakeCheckout();
    roots.push(root);
    const other = genFixture(
      { ...certRegisterFixture, tableName: 'gen_demo_other', businessName: 'other', className: 'Other' },
      certRegisterFixture.columns,
    );
    const generated = await renderAgainst(root, [certRegisterFixture, other]);
    expect(generated.map((g) => g.files.at(-1)!.path)).toEqual([
      'apps/server/drizzle/0012_gen_demo_cert_register_menu.sql',
      'apps/server/drizzle/0013_gen_demo_other_menu.sql',
    ]);
  });
});
