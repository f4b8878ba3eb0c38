import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, profileVoSchema } from '@zcps/contracts';
import { adminToken, createTestApp, routeEngines, login, type TestApp } from '../../../test/test-app.js';
import { caller, createUser, operLogs, tokenOf } from '../../../test/kits/monitor.js';
import {
  samples,
  secondTenant,
  sendEncrypted,
  tempDir,
  upload,
  usersById,
} from '../../../test/kits/resource.js';

const PROFILE = '/zcps/system/user/profile';
const PWD = '/zcps/system/user/profile/updatePwd';
const AVATAR = '/zcps/system/user/profile/avatar';

describe.each(routeEngines)('/system/user/profile on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let staffId: number;
  const oss = tempDir('profile');
  beforeAll(async () => {
    t = await createTestApp(engine, { ossDir: oss.dir });
    admin = await adminToken(t);
    staffId = await createUser(t, 'profstaff', 'secret123');
    staff = await tokenOf(t, 'profstaff', 'secret123');
  });
  afterAll(async () => {
    await t?.close();
    oss.remove();
  });

  const put = (token: string, payload: unknown, lang = 'zh_CN') =>
    caller(t, token, lang)
      .send({ method: 'PUT', url: PROFILE, payload: payload as Record<string, unknown> })
      .then((r) => r.body);

  it('needs a signed-in user and no permission', async () => {
    const anon = caller(t, null);
    expect((await anon.get(PROFILE)).code).toBe(401);
    expect((await anon.send({ method: 'PUT', url: PROFILE, payload: { nickName: 'x' } })).body.code).toBe(
      401,
    );
    expect((await upload(t, 'nope', AVATAR, 'avatarfile', 'a.png', samples.png)).code).toBe(401);
    expect((await caller(t, staff).get(PROFILE)).code).toBe(200);
  });

  it('answers the user with role and post names', async () => {
    const body = await caller(t, admin).get(PROFILE);
    expect(body.code).toBe(200);
    const profile = profileVoSchema.parse(body.data);
    expect(profile.user).toMatchObject({
      userId: 1,
      tenantId: '000000',
      userName: 'admin',
      deptName: '信息中心',
    });
    expect(profile.roleGroup).toBe('超级管理员');
    expect(profile.postGroup.length).toBeGreaterThan(0);
    expect(profile.user.loginDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.data.user).not.toHaveProperty('password');
    expect((await caller(t, staff).get(PROFILE)).data.roleGroup).toBe('申报人');
  });

  it('updates the own fields and validates them with messages naming the field', async () => {
    const ok = await put(staff, {
      nickName: '小张',
      email: 'zhang@example.com',
      phonenumber: '13800000001',
      sex: '1',
    });
    expect(ok).toMatchObject({ code: 200 });
    expect((await caller(t, staff).get(PROFILE)).data.user).toMatchObject({
      nickName: '小张',
      email: 'zhang@example.com',
      phonenumber: '13800000001',
      sex: '1',
    });
    expect(await put(staff, { nickName: '', email: '' })).toMatchObject({
      code: 400,
      msg: '用户昵称(nickName)不能为空',
    });
    expect((await put(staff, { nickName: 'a', email: 'not-mail' })).msg).toBe('用户邮箱(email)格式不正确');
    expect((await put(staff, { nickName: 'a', phonenumber: '12345' })).msg).toContain(
      '手机号码(phonenumber)',
    );
    expect((await put(staff, { nickName: 'a', sex: '9' })).msg).toContain('用户性别(sex)');
    expect((await put(staff, { nickName: '<b>x</b>' })).code).toBe(400);
    expect((await put(staff, { nickName: 'a', email: 'bad' }, 'en_US')).msg).toBe(
      'Email (email) has an invalid format',
    );

    const taken = await put(admin, { nickName: '管理员', email: 'zhang@example.com' });
    expect(taken).toMatchObject({ code: 500, msg: "修改用户'admin'失败，邮箱账号已存在" });
    expect((await put(admin, { nickName: '管理员', phonenumber: '13800000001' })).msg).toContain(
      '手机号码已存在',
    );
    expect((await put(staff, { nickName: '小张', email: 'zhang@example.com' })).code).toBe(200);

    const logs = (await operLogs(t)).filter((l) => l.title === '个人信息');
    expect(logs[0]).toMatchObject({
      businessType: BusinessType.UPDATE,
      requestMethod: 'PUT',
      operName: 'profstaff',
    });
  });

  it('changes the password: encrypted only, checks the old one, ends the other sessions', async () => {
    await createUser(t, 'pwduser', 'secret123');
    const current = await tokenOf(t, 'pwduser', 'secret123');
    const otherSession = await tokenOf(t, 'pwduser', 'secret123');

    const plain = await caller(t, current).send({
      method: 'PUT',
      url: PWD,
      payload: { oldPassword: 'secret123', newPassword: 'newpass123' },
    });
    expect(plain.body.code).toBe(403);
    const wrong = await sendEncrypted(t, current, 'PUT', PWD, {
      oldPassword: 'nope1234',
      newPassword: 'newpass123',
    });
    expect(wrong).toMatchObject({ code: 500, msg: '修改密码失败，旧密码错误' });
    const same = await sendEncrypted(t, current, 'PUT', PWD, {
      oldPassword: 'secret123',
      newPassword: 'secret123',
    });
    expect(same.msg).toBe('新密码不能与旧密码相同');
    const short = await sendEncrypted(t, current, 'PUT', PWD, {
      oldPassword: 'secret123',
      newPassword: '123',
    });
    expect(short).toMatchObject({ code: 400, msg: '新密码(newPassword)长度必须在6到20个字符之间' });
    expect(
      (await sendEncrypted(t, current, 'PUT', PWD, { oldPassword: 'secret123', newPassword: 'x'.repeat(21) }))
        .code,
    ).toBe(400);
    expect((await caller(t, otherSession).get(PROFILE)).code).toBe(200);

    const done = await sendEncrypted(t, current, 'PUT', PWD, {
      oldPassword: 'secret123',
      newPassword: 'newpass123',
    });
    expect(done).toMatchObject({ code: 200 });
    expect((await caller(t, otherSession).get(PROFILE)).code).toBe(401);
    expect((await caller(t, current).get(PROFILE)).code).toBe(200);
    expect((await login(t, { username: 'pwduser', password: 'secret123' })).code).not.toBe(200);
    expect((await login(t, { username: 'pwduser', password: 'newpass123' })).code).toBe(200);

    const logs = (await operLogs(t)).filter((l) => l.operUrl === PWD);
    expect(logs.length).toBeGreaterThanOrEqual(4);
    for (const l of logs) expect(l.operParam).not.toMatch(/secret123|newpass123/);
  });

  it('stores an avatar checked by content and serves it to users of the tenant', async () => {
    const res = await upload(t, staff, AVATAR, 'avatarfile', 'me.png', samples.png);
    expect(res.code).toBe(200);
    expect(res.data.imgUrl).toMatch(/^\/zcps\/resource\/oss\/download\/\d+$/);
    expect((await caller(t, staff).get(PROFILE)).data.user.avatar).toBe(res.data.imgUrl);
    const [row] = await usersById(t, [staffId]);
    expect(res.data.imgUrl.endsWith(`/${row!.avatar}`)).toBe(true);

    const viewer = await caller(t, staff).send({ method: 'GET', url: res.data.imgUrl });
    expect(viewer.res.statusCode).toBe(200);
    expect(viewer.res.rawPayload).toEqual(samples.png);
    expect((await caller(t, admin).send({ method: 'GET', url: res.data.imgUrl })).res.rawPayload).toEqual(
      samples.png,
    );

    expect((await upload(t, staff, AVATAR, 'avatarfile', 'blob', samples.gif)).code).toBe(200);
    expect((await upload(t, staff, AVATAR, 'avatarfile', 'photo.jpg', samples.jpg)).code).toBe(200);
    const text = await upload(t, staff, AVATAR, 'avatarfile', 'evil.png', samples.text);
    expect(text).toMatchObject({ code: 500 });
    expect(text.msg).toContain('文件格式不正确');
    expect((await upload(t, staff, AVATAR, 'avatarfile', 'doc.png', samples.pdf)).code).toBe(500);
    expect(await upload(t, staff, AVATAR, 'file', 'me.png', samples.png)).toMatchObject({
      code: 400,
      msg: '头像文件(avatarfile)不能为空',
    });

    await secondTenant(t, { tenantId: '300001', userName: 'stranger', password: 'secret123' });
    const stranger = (await login(t, { tenantId: '300001', username: 'stranger', password: 'secret123' }))
      .data.access_token;
    expect((await caller(t, stranger).get(res.data.imgUrl)).code).toBe(500);
    expect((await caller(t, stranger).get(PROFILE)).data.user).toMatchObject({
      userName: 'stranger',
      tenantId: '300001',
    });
  });
});
