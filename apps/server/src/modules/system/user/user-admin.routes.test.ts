import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFormVoSchema, userListVoSchema } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import { secondTenant } from '../../../test/kits/resource.js';
import { sendJson, userByName, userRow, userWithPerms } from '../../../test/kits/system-user.js';

const LIST = '/zcps/system/user/list';
const USER = '/zcps/system/user';

describe.each(routeEngines)('/system/user administration on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let viewer: string;
  let scoped: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await adminToken(t);
    await createUser(t, 'plainstaff', 'secret123');
    staff = await tokenOf(t, 'plainstaff', 'secret123');
    await userWithPerms(t, { userName: 'viewer', perms: ['system:user:list', 'system:user:query'] });
    viewer = await tokenOf(t, 'viewer', 'secret123');
    await userWithPerms(t, {
      userName: 'deptlead',
      perms: ['system:user:list', 'system:user:query', 'system:user:edit'],
      dataScope: '3',
      deptId: 105,
    });
    scoped = await tokenOf(t, 'deptlead', 'secret123');
    await secondTenant(t, {
      tenantId: '200001',
      userName: 'otheradmin',
      password: 'secret123',
      perms: 'system:user:%',
    });
    other = await tokenOf2(t, '200001', 'otheradmin');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function tokenOf2(app: TestApp, tenantId: string, username: string) {
    const res = await login(app, { tenantId, username, password: 'secret123' });
    if (res.code !== 200) throw new Error(res.msg);
    return res.data.access_token;
  }

  describe('GET list', () => {
    it('pages the tenant users with the dept subtree filter and search fields', async () => {
      const body = await caller(t, admin).get(`${LIST}?deptId=101&pageSize=50`);
      expect(body.code).toBe(200);
      const names = body.rows.map((r: { userName: string }) => r.userName);
      expect(names).toContain('office01'); // dept 106 is below 101
      expect(names).not.toContain('admin');
      for (const row of body.rows) expect(() => userListVoSchema.parse(row)).not.toThrow();
      const byName = await caller(t, admin).get(`${LIST}?userName=office&status=0`);
      expect(byName.rows.map((r: { userName: string }) => r.userName)).toEqual(['office01']);
      expect(byName.rows[0].phonenumber).toBe('15888880001');
      const none = await caller(t, admin).get(
        `${LIST}?params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2000-01-02`,
      );
      expect(none.total).toBe(0);
    });

    it('masks email and phone for callers without system:user:edit', async () => {
      const body = await caller(t, viewer).get(`${LIST}?userName=office01`);
      expect(body.rows[0]).toMatchObject({ phonenumber: '158****0001', email: 'o***@zcps.local' });
    });

    it('applies the data scope (own dept) and refuses others with 403', async () => {
      const body = await caller(t, scoped).get(`${LIST}?pageSize=100`);
      const depts = new Set(body.rows.map((r: { deptId: number }) => r.deptId));
      expect([...depts]).toEqual([105]);
      expect(body.rows.map((r: { userName: string }) => r.userName)).toContain('staff01');
      expect((await caller(t, scoped).get(`${USER}/2`)).msg).toContain('不存在');
      expect((await caller(t, staff).get(LIST)).code).toBe(403);
    });

    it('shows another tenant nothing of this one', async () => {
      const body = await caller(t, other).get(`${LIST}?pageSize=100`);
      expect(body.rows.map((r: { userName: string }) => r.userName)).toEqual(['otheradmin']);
      expect((await caller(t, other).get(`${USER}/2`)).code).toBe(500);
    });

    it('answers 400 naming the field for a bad filter', async () => {
      const body = await caller(t, admin).get(`${LIST}?status=9`);
      expect(body.code).toBe(400);
      expect(body.msg).toContain('status');
    });
  });

  describe('GET pickers (list/dept, optionselect)', () => {
    it('answers enabled users of one dept or of given ids, within tenant and scope', async () => {
      const dept = await caller(t, admin).get(`${USER}/list/dept/106`);
      expect(dept.data.map((u: { userName: string }) => u.userName)).toEqual(['office01']);
      const picked = await caller(t, admin).get(`${USER}/optionselect?userIds=2,3`);
      expect(picked.data.map((u: { userId: number }) => u.userId)).toEqual([2, 3]);
      expect((await caller(t, scoped).get(`${USER}/list/dept/106`)).data).toEqual([]);
      expect((await caller(t, other).get(`${USER}/optionselect?userIds=2,3`)).data).toEqual([]);
      expect((await caller(t, staff).get(`${USER}/optionselect`)).code).toBe(403);
      const bad = await caller(t, admin).get(`${USER}/optionselect?userIds=a`);
      expect(bad.code).toBe(400);
      expect(bad.msg).toContain('userIds');
    });
  });

  describe('GET form data', () => {
    it('answers the user with its roles and posts and what may be chosen', async () => {
      const body = await caller(t, admin).get(`${USER}/2`);
      expect(body.code).toBe(200);
      expect(() => userFormVoSchema.parse(body.data)).not.toThrow();
      expect(body.data.user.userName).toBe('office01');
      expect(body.data.roleIds).toEqual([3]);
      expect(body.data.postIds).toEqual([2]);
      expect(body.data.roles.map((r: { roleKey: string }) => r.roleKey)).not.toContain('superadmin');
      const blank = await caller(t, admin).get(`${USER}/`);
      expect(blank.data.user).toBeUndefined();
      expect(blank.data.posts.length).toBeGreaterThan(0);
      expect((await caller(t, staff).get(`${USER}/2`)).code).toBe(403);
    });
  });

  describe('POST and PUT', () => {
    const valid = {
      userName: 'newbie',
      nickName: '新人',
      password: 'abc12345',
      deptId: 105,
      email: 'newbie@x.cn',
      phonenumber: '13800138000',
      sex: '1',
      roleIds: [6],
      postIds: [5],
    };

    it('creates a user with a bcrypt $2a$10$ hash, roles and posts, and logs it without the password', async () => {
      const body = await sendJson(t, admin, 'POST', USER, valid);
      expect(body).toMatchObject({ code: 200 });
      const row = await userByName(t, 'newbie');
      expect(row?.password).toMatch(/^\$2a\$10\$/);
      const form = await caller(t, admin).get(`${USER}/${row!.userId}`);
      expect(form.data).toMatchObject({ roleIds: [6], postIds: [5] });
      const log = (await operLogs(t)).find((l) => l.title === '用户管理' && l.businessType === 1);
      expect(log?.operParam).toContain('newbie');
      expect(log?.operParam).not.toContain('abc12345');
    });

    it('refuses duplicates of user name, phone and email', async () => {
      expect((await sendJson(t, admin, 'POST', USER, valid)).msg).toContain('登录账号已存在');
      const phone = { ...valid, userName: 'newbie2', email: '' };
      expect((await sendJson(t, admin, 'POST', USER, phone)).msg).toContain('手机号码已存在');
      const mail = { ...valid, userName: 'newbie3', phonenumber: '' };
      expect((await sendJson(t, admin, 'POST', USER, mail)).msg).toContain('邮箱账号已存在');
    });

    it('answers 400 naming the field and writes nothing', async () => {
      const badMail = await sendJson(t, admin, 'POST', USER, { ...valid, userName: 'bad1', email: 'nope' });
      expect(badMail.code).toBe(400);
      expect(badMail.msg).toContain('email');
      const shortPwd = await sendJson(t, admin, 'POST', USER, {
        ...valid,
        userName: 'bad2',
        password: 'abc',
      });
      expect(shortPwd.code).toBe(400);
      expect(shortPwd.msg).toContain('password');
      expect(await userByName(t, 'bad1')).toBeUndefined();
      expect(await userByName(t, 'bad2')).toBeUndefined();
    });

    it('refuses callers without the permission and roles of another tenant', async () => {
      expect((await sendJson(t, viewer, 'POST', USER, { ...valid, userName: 'v1' })).code).toBe(403);
      const foreign = await sendJson(t, other, 'POST', USER, {
        ...valid,
        userName: 'x1',
        deptId: undefined,
        postIds: [],
      });
      expect(foreign.msg).toContain('角色不可分配');
      expect(await userByName(t, 'x1', '200001')).toBeUndefined();
    });

    it('updates a user, replaces roles and ends its sessions when they change', async () => {
      const row = await userByName(t, 'newbie');
      const token = await tokenOf(t, 'newbie', 'abc12345');
      expect((await caller(t, token).get('/zcps/system/user/getInfo')).code).toBe(200);
      const body = await sendJson(t, admin, 'PUT', USER, {
        userId: row!.userId,
        userName: 'newbie',
        nickName: '老人',
        roleIds: [5],
        postIds: [],
      });
      expect(body.code).toBe(200);
      expect((await userRow(t, row!.userId))?.nickName).toBe('老人');
      expect((await caller(t, token).get('/zcps/system/user/getInfo')).code).toBe(401);
      const foreign = await sendJson(t, other, 'PUT', USER, {
        userId: row!.userId,
        userName: 'hijack',
        nickName: 'x',
      });
      expect(foreign.code).toBe(500);
      expect((await userRow(t, row!.userId))?.userName).toBe('newbie');
      expect(
        (await sendJson(t, admin, 'PUT', USER, { userId: 1, userName: 'admin', nickName: 'x' })).code,
      ).toBe(500);
    });
  });

  describe('PUT within a data scope', () => {
    it('moves users only to depts the caller reaches', async () => {
      const body = { userId: 5, userName: 'staff01', nickName: '王小明', deptId: 106 };
      const out = await sendJson(t, scoped, 'PUT', USER, body);
      expect(out.msg).toContain('部门');
      expect((await userRow(t, 5))?.deptId).toBe(105);
      expect(
        (await sendJson(t, scoped, 'PUT', USER, { ...body, deptId: 105, nickName: '王晓明' })).code,
      ).toBe(200);
      expect((await userRow(t, 5))?.nickName).toBe('王晓明');
      const outside = await sendJson(t, scoped, 'PUT', USER, {
        userId: 2,
        userName: 'office01',
        nickName: 'x',
      });
      expect(outside.msg).toContain('不存在');
    });
  });

  describe('DELETE', () => {
    it('deletes logically, never oneself, the super admin or users out of reach', async () => {
      const id = await createUser(t, 'doomed', 'secret123');
      expect((await caller(t, admin).del(`${USER}/1`)).msg).toContain('当前用户不能删除');
      expect((await caller(t, viewer).del(`${USER}/${id}`)).code).toBe(403);
      expect((await caller(t, other).del(`${USER}/${id}`)).code).toBe(500);
      expect((await userRow(t, id))?.delFlag).toBe('0');
      expect((await caller(t, admin).del(`${USER}/${id}`)).code).toBe(200);
      expect((await userRow(t, id))?.delFlag).toBe('2');
      expect((await caller(t, admin).del(`${USER}/abc`)).code).toBe(400);
    });
  });
});
