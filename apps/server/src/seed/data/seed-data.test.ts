import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DictType, PERMISSION_PATTERN } from '@zcps/contracts';
import type { MenuSeed } from '../types.js';
import { configSeeds } from './configs.js';
import { LIST_CLASSES } from './dict-builders.js';
import { dictSeeds } from './dicts.js';
import { menuSeeds } from './menus.js';
import { roleMenuIds, roleMenuKeys } from './role-menus.js';
import type { SeededRoleKey } from './role-menus.js';

/** The RuoYi icon-name set the console maps to icons ('#' = none). */
const ICONS = new Set(
  (
    '# 404 bug build button cascader chart checkbox clipboard code color component dashboard date dict documentation ' +
    'download drag druid edit education email example excel exit-fullscreen eye eye-open form fullscreen github guide ' +
    'icon input international job language link list lock log logininfor message money monitor nested number online ' +
    'password pdf people peoples phone post qq question radio rate redis row search select server shopping size skill ' +
    'slider star swagger switch system tab table textarea theme time tool tree tree-table upload user validCode wechat zip'
  ).split(' '),
);

const byId = new Map(menuSeeds.map((m) => [m.menuId, m]));

function fullPath(menu: MenuSeed): string {
  if (menu.parentId === 0) return `/${menu.path}`;
  const parent = byId.get(menu.parentId);
  return parent ? `${fullPath(parent)}/${menu.path}` : `?/${menu.path}`;
}

/** The console registers a page per `features/<component>.tsx` (apps/web/src/app/routes/page-registry.ts). */
const features = fileURLToPath(new URL('../../../../web/src/features/', import.meta.url));

describe('menu seeds', () => {
  it('give every seeded page a screen of the console, so no role meets the placeholder', () => {
    const missing = menuSeeds
      .filter((m) => m.menuType === 'C' && m.component && m.isFrame !== 0)
      .map((m) => ({ m, key: m.component!.replace(/\.vue$/, '') }))
      // The registry takes `<key>` or `<key>/index` (page-registry.ts, hasPage).
      .filter(({ key }) => ![`${key}.tsx`, `${key}/index.tsx`].some((f) => fs.existsSync(`${features}${f}`)))
      .map(({ m }) => m)
      .map((m) => `${m.menuId} ${m.component}`);
    expect(missing).toEqual([]);
    expect(menuSeeds.filter((m) => m.menuType === 'C').length).toBeGreaterThan(90);
  });

  it('has unique ids in the agreed ranges', () => {
    expect(new Set(menuSeeds.map((m) => m.menuId)).size).toBe(menuSeeds.length);
    for (const m of menuSeeds) {
      const range = { M: [1, 99], C: [100, 1999], F: [2000, 9999] }[m.menuType];
      expect(m.menuId, `${m.menuId} ${m.menuName}`).toBeGreaterThanOrEqual(range[0] as number);
      expect(m.menuId, `${m.menuId} ${m.menuName}`).toBeLessThanOrEqual(range[1] as number);
    }
  });

  it('links every entry to an existing parent of the right kind, without cycles', () => {
    for (const m of menuSeeds) {
      if (m.parentId === 0) {
        expect(m.menuType, `${m.menuId} top level`).toBe('M');
        continue;
      }
      const parent = byId.get(m.parentId);
      expect(parent, `parent of ${m.menuId}`).toBeDefined();
      expect(parent?.menuType, `parent of ${m.menuId}`).toBe(m.menuType === 'F' ? 'C' : 'M');
      const seen = new Set<number>();
      let cur: MenuSeed | undefined = m;
      while (cur && cur.parentId !== 0) {
        expect(seen.has(cur.menuId), `cycle at ${m.menuId}`).toBe(false);
        seen.add(cur.menuId);
        cur = byId.get(cur.parentId);
      }
    }
  });

  it('gives pages a component and buttons perms without component or path', () => {
    for (const m of menuSeeds) {
      if (m.menuType === 'C') expect(m.component, `${m.menuId}`).toBeTruthy();
      if (m.menuType === 'M') expect(m.component, `${m.menuId}`).toBeNull();
      if (m.menuType === 'F') {
        expect(m.perms, `${m.menuId}`).toBeTruthy();
        expect(m.component, `${m.menuId}`).toBeNull();
        expect(m.path, `${m.menuId}`).toBe('');
      } else {
        expect(m.path, `${m.menuId}`).toBeTruthy();
        expect(m.path.startsWith('/'), `${m.menuId} path ${m.path}`).toBe(false);
      }
      if (m.menuType !== 'F') expect(m.isCache, `${m.menuId}`).toBe(0);
    }
  });

  it('uses well-formed perms, names and icons', () => {
    for (const m of menuSeeds) {
      const perms = m.perms ?? '';
      expect(perms === '*:*:*' || PERMISSION_PATTERN.test(perms), `${m.menuId} perms ${perms}`).toBe(true);
      expect(m.menuName.length, `${m.menuId}`).toBeGreaterThan(0);
      expect(m.menuName.length, `${m.menuId}`).toBeLessThanOrEqual(50);
      expect(m.menuNameEn.length, `${m.menuId}`).toBeGreaterThan(0);
      expect(m.menuNameEn.length, `${m.menuId}`).toBeLessThanOrEqual(100);
      expect(ICONS.has(m.icon), `${m.menuId} icon ${m.icon}`).toBe(true);
    }
  });

  it('keeps menu names unique under one parent', () => {
    const seen = new Set<string>();
    for (const m of menuSeeds) {
      const key = `${m.parentId}/${m.menuName}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('has every hidden route of spec §2 with its permission, hidden', () => {
    const hidden: Array<[string, string, string]> = [
      ['/design/catalogue', '*:*:*', 'design/catalogue/index'],
      ['/design/application', '*:*:*', 'design/application/index'],
      ['/design/object', '*:*:*', 'design/object/index'],
      ['/system/user-auth/role/:userId', 'system:user:edit', 'system/user/auth-role/index'],
      ['/system/role-auth/user/:roleId', 'system:role:edit', 'system/role/auth-user/index'],
      ['/system/dict-data/index/:dictId', 'system:dict:list', 'system/dict/data/index'],
      ['/system/oss-config/index', 'system:ossConfig:list', 'system/oss/config/index'],
      ['/codegen/edit', 'system:codegen:query', 'tool/gen/edit/index'],
      ['/workflow/process/start', 'workflow:process:query', 'workflow/process/start/index'],
      ['/workflow/process/detail', 'workflow:process:query', 'workflow/process/detail/index'],
      ['/OAuth/application', 'workflow:process:query', 'oauth/application/index'],
      ['/OAuth/token', 'workflow:process:query', 'oauth/token/index'],
      ['/titleReviewApproval/index', 'title:review-approval:query', 'title/review-approval/index'],
    ];
    for (const [path, perms, component] of hidden) {
      const menu = menuSeeds.find((m) => m.menuType === 'C' && fullPath(m) === path);
      expect(menu, path).toBeDefined();
      expect(menu?.perms, path).toBe(perms);
      expect(menu?.visible, path).toBe('1');
      expect(menu?.component, path).toBe(component);
    }
  });

  it('has a page for every screen area of spec §2', () => {
    const components = new Set(menuSeeds.map((m) => m.component));
    const expected = [
      // system administration
      ...['user', 'role', 'menu', 'dept', 'post', 'dict', 'config', 'notice', 'client', 'oss', 'tenant'].map(
        (x) => `system/${x}/index`,
      ),
      'system/tenantPackage/index',
      'system/dataSource/index',
      'system/userCode/index',
      'system/sms/index',
      // monitoring and tools
      ...['online', 'server', 'cache', 'job', 'operlog', 'logininfor'].map((x) => `monitor/${x}/index`),
      'tool/gen/index',
      // workflow
      ...['category', 'deploy', 'model', 'todo', 'own', 'finished'].map((x) => `workflow/${x}/index`),
      // dashboard
      'dashboard/analysis/index',
      'dashboard/workplace/index',
      'dashboard/manual/index',
      'dashboard/document/index',
      // title modules
      ...[
        'reviewerPool',
        'reviewer',
        'assignment',
        'evaluationReviewer',
        'vote',
        'reviewDeclare',
        'reviewActivity',
        'reviewTeam',
        'reviewTeamMember',
        'organization',
        'client',
        'series',
        'profession',
        'titleName',
        'condition',
        'exception',
        'wageLevel',
        'jobQualification',
      ].map((x) => `title/${x}/index`),
      'title/reviewerPool/detail',
      // review approval
      ...[
        'prepare',
        'defense',
        'groupReview',
        'teamVote',
        'committeeVote',
        'finalApproval',
        'return',
        'final',
        'assignmentDetail',
        'assignmentBegin',
        'assignmentFinish',
        'defenseBegin',
        'defenseFinish',
        'reviewDetail',
        'reviewRating',
        'reviewResult',
      ].map((x) => `titleReviewApproval/${x}/index`),
      // materials
      ...[
        'info',
        'education',
        'dutyAchievement',
        'yearlyAchievement',
        'reward',
        'punishment',
        'training',
        'partyInfo',
        'officePost',
        'academicWorks',
        'attachmentType',
        'attachment',
      ].map((x) => `employee/${x}/index`),
    ];
    for (const key of expected) expect(components.has(key), key).toBe(true);
  });

  it('gives list pages the usual buttons and the log page its unlock', () => {
    const perms = new Set(menuSeeds.map((m) => m.perms));
    for (const p of [
      'system:user:resetPwd',
      'system:user:import',
      'monitor:logininfor:unlock',
      'system:ossConfig:add',
      'tool:gen:code',
      'workflow:process:query',
      'monitor:job:changeStatus',
      'title:review-approval:vote',
      'employee:duty-achievement:submit',
    ]) {
      expect(perms.has(p), p).toBe(true);
    }
  });
});

describe('dictionary seeds', () => {
  it('has unique, well-formed types including every contracts DictType', () => {
    const types = dictSeeds.map((d) => d.dictType);
    expect(new Set(types).size).toBe(types.length);
    for (const t of types) expect(t).toMatch(/^[a-z][a-z0-9_]*$/);
    for (const t of Object.values(DictType)) expect(types, t).toContain(t);
    for (const t of [
      'record_check_status',
      'reviewer_status',
      'member_role',
      'client_audit_status',
      'sys_data_scope',
      'sys_menu_type',
    ]) {
      expect(types, t).toContain(t);
    }
  });

  it('has unique values, both labels, allowed list classes and at most one default per type', () => {
    const allowed = new Set<string>(LIST_CLASSES);
    for (const d of dictSeeds) {
      expect(d.dictName, d.dictType).toBeTruthy();
      expect(d.dictNameEn, d.dictType).toBeTruthy();
      expect(d.data.length, d.dictType).toBeGreaterThan(0);
      const values = d.data.map((e) => e.value);
      expect(new Set(values).size, d.dictType).toBe(values.length);
      for (const e of d.data) {
        expect(e.value, d.dictType).toBeTruthy();
        expect(e.label, `${d.dictType}.${e.value}`).toBeTruthy();
        expect(e.labelEn, `${d.dictType}.${e.value}`).toBeTruthy();
        expect(e.label.length, `${d.dictType}.${e.value}`).toBeLessThanOrEqual(100);
        if (e.listClass !== undefined)
          expect(allowed.has(e.listClass), `${d.dictType}.${e.value}`).toBe(true);
      }
      expect(d.data.filter((e) => e.isDefault).length, d.dictType).toBeLessThanOrEqual(1);
    }
  });

  it('keeps the spec tag colours of the two status dictionaries', () => {
    const classes = (type: string) =>
      Object.fromEntries(
        dictSeeds.find((d) => d.dictType === type)?.data.map((e) => [e.value, e.listClass]) ?? [],
      );
    expect(classes('review_activity_status')).toEqual({ '0': 'danger', '1': 'warning', '2': 'info' });
    expect(classes('title_review_approval_status')).toEqual({
      '0': 'warning',
      '1': 'success',
      '2': 'danger',
      '3': 'info',
      '4': 'primary',
      '5': 'danger',
      '6': 'primary',
    });
    expect(
      dictSeeds.find((d) => d.dictType === 'wage_level')?.data.filter((e) => Number(e.value) <= 13),
    ).toHaveLength(13);
  });
});

describe('config seeds', () => {
  it('has unique keys and the required defaults', () => {
    const keys = configSeeds.map((c) => c.configKey);
    expect(new Set(keys).size).toBe(keys.length);
    const value = (key: string) => configSeeds.find((c) => c.configKey === key)?.configValue;
    expect(value('sys.user.initPassword')).toBe('123456');
    expect(value('sys.index.sideTheme')).toBe('theme-dark');
    expect(value('sys.account.registerUser')).toBe('false');
    expect(value('sys.oss.previewListResource')).toBe('true');
    expect(value('sys.account.captchaType')).toBe('slide');
    expect(value('sys.user.maxRetryCount')).toBe('5');
    expect(value('sys.user.lockTime')).toBe('10');
    expect(value('title.publicity.minWorkingDays')).toBe('5');
    expect(value('sys.account.passwordMinLength')).toBe('6');
    expect(value('sys.account.passwordMaxLength')).toBe('20');
    for (const c of configSeeds) {
      expect(c.configName.length, c.configKey).toBeLessThanOrEqual(100);
      expect(c.configValue.length, c.configKey).toBeLessThanOrEqual(500);
    }
  });
});

describe('role menus', () => {
  const roles = Object.keys(roleMenuIds) as SeededRoleKey[];

  it('references existing menus and includes the parents of what it includes', () => {
    for (const role of roles) {
      const ids = new Set(roleMenuIds[role]);
      expect(ids.size, role).toBeGreaterThan(0);
      for (const id of ids) {
        const menu = byId.get(id);
        expect(menu, `${role} ${id}`).toBeDefined();
        if (menu && menu.parentId !== 0) expect(ids.has(menu.parentId), `${role} parent of ${id}`).toBe(true);
        expect(menu?.perms, `${role} ${id}`).not.toBe('*:*:*');
      }
      for (const m of menuSeeds) expect(roleMenuKeys[role](m), `${role} ${m.menuId}`).toBe(ids.has(m.menuId));
    }
  });

  it('keeps tenant management from the tenant admin and office actions from reviewers', () => {
    const admin = new Set(roleMenuIds.admin);
    for (const m of menuSeeds) {
      const tenantOnly = m.perms?.startsWith('system:tenant') ?? false;
      if (tenantOnly) expect(admin.has(m.menuId), `${m.menuId}`).toBe(false);
    }
    expect(admin.has(100)).toBe(true);
    const reviewerPerms = roleMenuIds.reviewer.map((id) => byId.get(id)?.perms ?? '');
    expect(reviewerPerms).toContain('title:review-approval:vote');
    expect(reviewerPerms).toContain('title:review-approval:query');
    for (const p of reviewerPerms) expect(p, p).not.toMatch(/:(tally|export|return|check|assign)$/);
    // The secret ballot is an expert's alone (issue 19): the office runs meetings and never holds it.
    const officePerms = roleMenuIds.office.map((id) => byId.get(id)?.perms ?? '');
    expect(officePerms).toContain('title:review-approval:tally');
    expect(officePerms).not.toContain('title:review-approval:vote');
    const staffPerms = roleMenuIds.staff.map((id) => byId.get(id)?.perms ?? '');
    expect(staffPerms).toContain('title:review-declare:submit');
    expect(staffPerms.some((p) => p.startsWith('system:'))).toBe(false);
  });
});
