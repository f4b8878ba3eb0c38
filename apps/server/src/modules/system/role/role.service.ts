import {
  DataScope,
  SUPER_ADMIN_ROLE_KEY,
  TENANT_ADMIN_ROLE_KEY,
  type Language,
  type RoleCreateBody,
  type RoleDataScopeBody,
  type RoleDeptTreeVo,
  type RoleDetailVo,
  type RoleStatusBody,
  type RoleTreeNode,
  type RoleUpdateBody,
  type SysRoleVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { SessionService } from '../../../platform/auth/session.service.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import type { DictService } from '../dict/dict.service.js';
import type { MenuService } from '../menu/menu.service.js';
import { dictLabels } from '../dict/dict-labels.js';
import type { ActorStamp, RoleFields, RoleQuery, RoleRepo, RoleRow } from './role.repo.js';
import type { CountCache } from '../../../platform/db/count-cache.js';
import { USER_LIST } from '../user/user-admin.service.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

const BUILTIN_KEYS: readonly string[] = [SUPER_ADMIN_ROLE_KEY, TENANT_ADMIN_ROLE_KEY];

export function toRoleVo(row: RoleRow): SysRoleVo {
  return {
    roleId: row.roleId,
    tenantId: row.tenantId,
    roleName: row.roleName,
    roleKey: row.roleKey,
    roleSort: row.roleSort,
    dataScope: row.dataScope,
    menuCheckStrictly: row.menuCheckStrictly,
    deptCheckStrictly: row.deptCheckStrictly,
    status: row.status,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
    superAdmin: row.roleKey === SUPER_ADMIN_ROLE_KEY,
    flag: false,
  };
}

const actor = (caller: LoginUser): ActorStamp => ({ userId: caller.userId, deptId: caller.deptId });

/**
 * Roles of a tenant: their fields, menus and data scope. Every change that alters what a role's holders may
 * see ends those holders' sessions and refreshes the menu cache, so nobody keeps grants they lost.
 */
export class RoleService {
  constructor(
    private readonly repo: RoleRepo,
    private readonly sessions: SessionService,
    private readonly menus: MenuService,
    private readonly dicts: DictService,
    private readonly counts: CountCache,
  ) {}

  async list(caller: LoginUser, query: RoleQuery) {
    const { rows, total } = await this.repo.page(caller, query);
    return { rows: rows.map(toRoleVo), total };
  }

  async detail(caller: LoginUser, roleId: number): Promise<RoleDetailVo> {
    const role = await this.reachable(caller, roleId);
    return { ...toRoleVo(role), menuIds: await this.repo.menuIdsOf(roleId) };
  }

  /** Enabled roles for pickers; the super admin role only for the super admin. */
  async options(caller: LoginUser, roleIds: number[] | undefined): Promise<SysRoleVo[]> {
    const rows = await this.repo.options(caller, roleIds);
    const mayPickSuperAdmin = caller.roleKeys.includes(SUPER_ADMIN_ROLE_KEY);
    return rows.filter((r) => mayPickSuperAdmin || r.roleKey !== SUPER_ADMIN_ROLE_KEY).map(toRoleVo);
  }

  async create(caller: LoginUser, body: RoleCreateBody): Promise<number> {
    if (BUILTIN_KEYS.includes(body.roleKey)) throw new ServiceError('role.builtinKeyReserved');
    await this.checkUnique(caller.tenantId, body);
    const menuIds = await this.checkedMenus(caller.tenantId, body.menuIds ?? []);
    return this.repo.insert(
      caller.tenantId,
      {
        ...this.fieldsOf(body),
        dataScope: body.dataScope ?? DataScope.ALL,
        menuCheckStrictly: body.menuCheckStrictly ?? true,
        deptCheckStrictly: body.deptCheckStrictly ?? true,
        status: body.status ?? '0',
      },
      menuIds,
      actor(caller),
    );
  }

  async update(caller: LoginUser, body: RoleUpdateBody): Promise<void> {
    const role = await this.editable(caller, body.roleId);
    if (role.roleKey !== body.roleKey) {
      if (BUILTIN_KEYS.includes(role.roleKey)) throw new ServiceError('role.builtinKeyChange');
      if (BUILTIN_KEYS.includes(body.roleKey)) throw new ServiceError('role.builtinKeyReserved');
    }
    await this.checkUnique(caller.tenantId, body, role.roleId);
    const menuIds =
      body.menuIds === undefined ? undefined : await this.checkedMenus(caller.tenantId, body.menuIds);
    const holders = await this.repo.holders(caller.tenantId, role.roleId);
    if (body.status === '1' && role.status !== '1' && holders.length)
      throw new ServiceError('role.assignedNoDisable');
    await this.repo.update(caller.tenantId, role.roleId, this.fieldsOf(body), menuIds, actor(caller));
    await this.refreshHolders(caller.tenantId, holders);
  }

  async changeStatus(caller: LoginUser, body: RoleStatusBody): Promise<void> {
    const role = await this.editable(caller, body.roleId);
    const holders = await this.repo.holders(caller.tenantId, role.roleId);
    if (body.status === '1' && holders.length) throw new ServiceError('role.assignedNoDisable');
    await this.repo.setStatus(caller.tenantId, role.roleId, body.status, actor(caller));
    await this.refreshHolders(caller.tenantId, holders);
  }

  async changeDataScope(caller: LoginUser, body: RoleDataScopeBody): Promise<void> {
    const role = await this.editable(caller, body.roleId);
    const deptIds = body.dataScope === DataScope.CUSTOM ? [...new Set(body.deptIds ?? [])] : [];
    const missing = await this.repo.missingDepts(caller.tenantId, deptIds);
    if (missing.length) throw new ServiceError('role.deptNotFound', { ids: missing.join(',') });
    await this.repo.setDataScope(
      caller.tenantId,
      role.roleId,
      { dataScope: body.dataScope, deptCheckStrictly: body.deptCheckStrictly, deptIds },
      actor(caller),
    );
    // Custom scopes are read from sys_role_dept, so cached user totals may no longer hold.
    await this.counts.changed(USER_LIST, caller.tenantId);
    await this.refreshHolders(caller.tenantId, await this.repo.holders(caller.tenantId, role.roleId));
  }

  async remove(caller: LoginUser, roleIds: number[]): Promise<void> {
    const roles: RoleRow[] = [];
    for (const roleId of roleIds) roles.push(await this.editable(caller, roleId));
    const counts = await this.repo.holderCounts(caller.tenantId, roleIds);
    const assigned = roles.find((r) => (counts.get(r.roleId) ?? 0) > 0);
    if (assigned) throw new ServiceError('role.assignedNoDelete', { roleName: assigned.roleName });
    await this.repo.remove(caller.tenantId, roleIds, actor(caller));
    await this.menus.evictAll();
  }

  async export(caller: LoginUser, query: Partial<RoleQuery>, lang: Language): Promise<Buffer> {
    const rows = (await this.repo.all(caller, query, EXPORT_MAX_ROWS)).map(toRoleVo);
    const scope = await dictLabels(this.dicts, caller.tenantId, 'sys_data_scope', lang);
    const status = await dictLabels(this.dicts, caller.tenantId, 'sys_normal_disable', lang);
    const columns: XlsxColumn<SysRoleVo>[] = [
      { header: message('role.column.roleId'), value: (r) => r.roleId, width: 12 },
      { header: message('role.column.roleName'), value: (r) => r.roleName },
      { header: message('role.column.roleKey'), value: (r) => r.roleKey },
      { header: message('role.column.roleSort'), value: (r) => r.roleSort, width: 10 },
      { header: message('role.column.dataScope'), value: (r) => scope(r.dataScope), width: 24 },
      { header: message('role.column.status'), value: (r) => status(r.status), width: 10 },
      { header: message('role.column.createTime'), value: (r) => r.createTime, width: 20 },
    ];
    return buildXlsx(lang, formatMessage(lang, 'role.sheet'), columns, rows);
  }

  /** The dept tree of the custom data scope dialog and the depts the role holds. */
  async deptTree(caller: LoginUser, roleId: number): Promise<RoleDeptTreeVo> {
    const role = await this.reachable(caller, roleId);
    const depts = await this.repo.depts(caller);
    let checked = await this.repo.deptIdsOf(roleId);
    if (role.deptCheckStrictly) {
      // With linked checkboxes a parent shows checked through its children; listing it would check them all.
      const checkedSet = new Set(checked);
      const parentsOfChecked = new Set(depts.filter((d) => checkedSet.has(d.deptId)).map((d) => d.parentId));
      checked = checked.filter((id) => !parentsOfChecked.has(id));
    }
    const nodes = depts.map((d): RoleTreeNode => ({
      id: d.deptId,
      parentId: d.parentId,
      label: d.deptName,
      weight: d.orderNum,
    }));
    return { checkedKeys: checked, depts: treeOf(nodes) };
  }

  /** A role the caller's tenant holds and their data scope reaches. */
  async reachable(caller: LoginUser, roleId: number): Promise<RoleRow> {
    const role = await this.repo.visibleById(caller, roleId);
    if (role) return role;
    const exists = await this.repo.byId(caller.tenantId, roleId);
    throw new ServiceError(exists ? 'role.outOfScope' : 'role.notFound');
  }

  /** As `reachable`, and not the super admin role, which nobody changes. */
  async editable(caller: LoginUser, roleId: number): Promise<RoleRow> {
    const role = await this.reachable(caller, roleId);
    if (role.roleKey === SUPER_ADMIN_ROLE_KEY) throw new ServiceError('role.superAdmin');
    return role;
  }

  /** Ends the sessions of users whose grants changed and refreshes every instance's menus and grants. */
  async refreshHolders(tenantId: string, userIds: number[]): Promise<void> {
    for (const userId of new Set(userIds)) await this.sessions.endAllOf(userId);
    // A holder's getInfo lists the role's name, key, sort, scope and status; one bump for the tenant.
    await this.sessions.versions.tenantChanged(tenantId);
    await this.menus.evictAll();
  }

  private fieldsOf(body: RoleCreateBody): RoleFields {
    return {
      roleName: body.roleName,
      roleKey: body.roleKey,
      roleSort: body.roleSort,
      dataScope: body.dataScope,
      menuCheckStrictly: body.menuCheckStrictly,
      deptCheckStrictly: body.deptCheckStrictly,
      status: body.status,
      remark: body.remark,
    };
  }

  private async checkUnique(tenantId: string, body: RoleCreateBody, exceptId?: number) {
    if (await this.repo.clash(tenantId, 'roleName', body.roleName, exceptId))
      throw new ServiceError('role.nameExists', { roleName: body.roleName });
    if (await this.repo.clash(tenantId, 'roleKey', body.roleKey, exceptId))
      throw new ServiceError('role.keyExists', { roleName: body.roleName });
  }

  /** Menus must exist and, in a tenant with a package, lie inside it: a tenant admin cannot grant beyond it. */
  private async checkedMenus(tenantId: string, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const missing = await this.repo.missingMenus(unique);
    if (missing.length) throw new ServiceError('role.menuNotFound', { ids: missing.join(',') });
    const allowed = await this.repo.packageMenus(tenantId);
    const outside = allowed ? unique.filter((id) => !allowed.has(id)) : [];
    if (outside.length) throw new ServiceError('role.menuOutsidePackage', { ids: outside.join(',') });
    return unique;
  }
}

/** Flat nodes (parents before children not required) → forest; a node whose parent is absent is a root. */
function treeOf(nodes: RoleTreeNode[]): RoleTreeNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: RoleTreeNode[] = [];
  for (const node of nodes) {
    const parent = byId.get(node.parentId);
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
