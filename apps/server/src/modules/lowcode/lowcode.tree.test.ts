import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LcRow } from '@zcps/contracts';
import { adminToken, createTestApp, engines, type TestApp } from '../../test/test-app.js';
import { design } from '../../test/kits/lowcode.js';
import { caller } from '../../test/kits/monitor.js';

type Caller = ReturnType<typeof caller>;

/** A tree object (单位 under 单位) through the generic runtime: whole tree, one level, and the parent rules. */
describe.each(engines)('low-code tree objects on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  const ids: Record<string, number> = {};

  const send = (method: 'POST' | 'PUT', payload: object) =>
    admin.send({ method, url: '/zcps/lc/org/unit', payload }).then((r) => r.body!);
  const names = (rows: LcRow[]) => rows.map((r) => r.unit_name);

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = caller(t, await adminToken(t));
    const appId = await design(admin, 'POST', 'app', { appKey: 'org', name: '组织台账' });
    const unit = await design(admin, 'POST', 'object', {
      appId,
      objectKey: 'unit',
      label: '单位',
      kind: 'tree',
    });
    await design(admin, 'POST', 'field', { objectId: unit, name: 'unit_name', label: '名称', type: 'text' });
    await design(admin, 'POST', 'object', { appId, objectKey: 'flat', label: '平表' });
    await design(admin, 'POST', `app/${appId}/publish`);
    for (const [name, parent] of [
      ['省厅', null],
      ['市局', '省厅'],
      ['区分局', '市局'],
      ['另一省厅', null],
    ] as const) {
      const answer = await send('POST', { unit_name: name, parentId: parent ? ids[parent] : 0 });
      expect(answer, JSON.stringify(answer)).toMatchObject({ code: 200 });
      ids[name] = answer.data;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the whole tree parents first, and one level with whether each node has children', async () => {
    const tree = (await admin.get('/zcps/lc/org/unit/tree'))!.data as LcRow[];
    expect(names(tree)).toEqual(['省厅', '另一省厅', '市局', '区分局']);
    expect(tree.find((r) => r.unit_name === '市局')!.parentId).toBe(ids['省厅']);
    const roots = (await admin.get('/zcps/lc/org/unit/children/0'))!.data as LcRow[];
    expect(roots.map((r) => [r.unit_name, r.hasChildren])).toEqual([
      ['省厅', true],
      ['另一省厅', false],
    ]);
    const below = (await admin.get(`/zcps/lc/org/unit/children/${ids['省厅']}`))!.data as LcRow[];
    expect(below.map((r) => [r.unit_name, r.hasChildren])).toEqual([['市局', true]]);
  });

  it('refuses a missing parent, a cycle, and deleting a node whose children stay', async () => {
    expect((await send('POST', { unit_name: '孤儿', parentId: 999999 })).msg).toBe(
      '上级数据（999999）不存在',
    );
    expect((await send('PUT', { id: ids['省厅'], parentId: ids['区分局'] })).msg).toBe(
      '上级不能是本条数据或其下级',
    );
    expect((await send('PUT', { id: ids['省厅'], parentId: ids['省厅'] })).msg).toBe(
      '上级不能是本条数据或其下级',
    );
    expect((await admin.del(`/zcps/lc/org/unit/${ids['市局']}`))!.msg).toBe(
      `数据（${ids['市局']}）下还有下级，请先删除或移走下级`,
    );
    // Moving a branch elsewhere is fine; a node and its children go together.
    expect((await send('PUT', { id: ids['市局'], parentId: ids['另一省厅'] })).code).toBe(200);
    expect((await admin.del(`/zcps/lc/org/unit/${ids['市局']},${ids['区分局']}`))!.code).toBe(200);
    const roots = (await admin.get('/zcps/lc/org/unit/children/0'))!.data as LcRow[];
    expect(roots.map((r) => [r.unit_name, r.hasChildren])).toEqual([
      ['省厅', false],
      ['另一省厅', false],
    ]);
  });

  it('answers the tree routes of a flat object with a refusal', async () => {
    expect((await admin.get('/zcps/lc/org/flat/tree'))!.msg).toBe('对象“平表”不是树形对象');
    expect((await admin.get('/zcps/lc/org/flat/children/0'))!.msg).toBe('对象“平表”不是树形对象');
  });
});
