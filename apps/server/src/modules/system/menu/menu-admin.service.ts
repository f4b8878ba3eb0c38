import {
  ResponseCode,
  SUPER_ADMIN_USER_ID,
  type Language,
  type MenuInput,
  type MenuQuery,
  type MenuTreeNode,
  type MenuVo,
  type RoleMenuTree,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { forbidden, ServiceError, warn } from '../../../platform/http/errors.js';
import type { MenuAdminRepo, MenuWrite } from './menu-admin.repo.js';
import type { MenuRow } from './menu.repo.js';
import type { MenuService } from './menu.service.js';
import { isSuperAdmin } from '../../../platform/auth/access.js';
import type { ParamsOf } from '../../../platform/i18n/format.js';
import type { MessageKey } from '../../../platform/i18n/messages.js';

const HTTP_LINK = /^https?:\/\//i;

const invalid = <K extends MessageKey>(key: K, ...[params]: ParamsOf<K>) =>
  ServiceError.of({ key, params }, ResponseCode.BAD_REQUEST);

function localName(row: MenuRow, lang: Language): string {
  return lang === 'en_US' && row.menuNameEn ? row.menuNameEn : row.menuName;
}

export function toMenuVo(row: MenuRow, lang: Language | null): MenuVo {
  return {
    menuId: row.menuId,
    menuName: lang ? localName(row, lang) : row.menuName,
    menuNameEn: row.menuNameEn,
    parentId: row.parentId,
    orderNum: row.orderNum,
    path: row.path,
    component: row.component,
    queryParam: row.queryParam,
    isFrame: row.isFrame === 0 ? '0' : '1',
    isCache: row.isCache === 1 ? '1' : '0',
    menuType: row.menuType as MenuVo['menuType'],
    visible: row.visible === '1' ? '1' : '0',
    status: row.status === '1' ? '1' : '0',
    perms: row.perms,
    icon: row.icon,
    createTime: formatDateTime(row.createTime),
    remark: row.remark,
  };
}

/** Flat rows → the tree-select forest; rows whose parent is not in the list become roots. */
export function buildMenuTree(rows: MenuRow[], lang: Language): MenuTreeNode[] {
  const ids = new Set(rows.map((r) => r.menuId));
  const nodes = new Map<number, MenuTreeNode>();
  for (const r of rows)
    nodes.set(r.menuId, {
      id: r.menuId,
      parentId: r.parentId,
      label: localName(r, lang),
      weight: r.orderNum,
    });
  const roots: MenuTreeNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.menuId)!;
    const parent = ids.has(r.parentId) ? nodes.get(r.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** With strict checking, a parent that has a checked child is implied by the tree, not listed. */
export function checkedKeysOf(grants: { menuIds: number[]; strict: boolean }, rows: MenuRow[]): number[] {
  if (!grants.strict) return grants.menuIds;
  const granted = new Set(grants.menuIds);
  const parentsOfGranted = new Set(
    rows.filter((r) => granted.has(r.menuId) && r.parentId !== 0).map((r) => r.parentId),
  );
  return grants.menuIds.filter((id) => !parentsOfGranted.has(id));
}

/** The menu screen: tree list, tree-selects and the M/C/F rules of add, edit and delete. */
export class MenuAdminService {
  constructor(
    private readonly repo: MenuAdminRepo,
    private readonly menus: MenuService,
  ) {}

  private scopeOf(user: LoginUser) {
    const all = user.userId === SUPER_ADMIN_USER_ID;
    return { tenantId: user.tenantId, roleIds: all ? ('all' as const) : user.roles.map((r) => r.roleId) };
  }

  async list(user: LoginUser, q: MenuQuery, lang: Language): Promise<MenuVo[]> {
    return (await this.repo.list(this.scopeOf(user), q)).map((r) => toMenuVo(r, lang));
  }

  async get(menuId: number): Promise<MenuVo> {
    const row = await this.repo.byId(menuId);
    if (!row) throw new ServiceError('menu.notFound', { menuId });
    return toMenuVo(row, null);
  }

  async treeselect(user: LoginUser, lang: Language): Promise<MenuTreeNode[]> {
    return buildMenuTree(await this.repo.list(this.scopeOf(user)), lang);
  }

  async roleMenuTree(user: LoginUser, roleId: number, lang: Language): Promise<RoleMenuTree> {
    const grants = await this.repo.roleGrants(user.tenantId, roleId);
    if (!grants) throw new ServiceError('menu.roleNotFound', { roleId });
    const rows = await this.repo.list(this.scopeOf(user));
    return { checkedKeys: checkedKeysOf(grants, rows), menus: buildMenuTree(rows, lang) };
  }

  async add(user: LoginUser, input: MenuInput): Promise<number> {
    this.requireSuperAdmin(user);
    await this.check(input, undefined);
    const menuId = await this.repo.insert({ ...this.columns(input), createBy: user.userId });
    await this.menus.evictAll();
    return menuId;
  }

  async edit(user: LoginUser, input: MenuInput): Promise<void> {
    this.requireSuperAdmin(user);
    if (!input.menuId) throw invalid('validation.required', { field: 'menuId' });
    if (!(await this.repo.byId(input.menuId)))
      throw new ServiceError('menu.notFound', { menuId: input.menuId });
    await this.check(input, input.menuId);
    await this.repo.update(input.menuId, {
      ...this.columns(input),
      updateBy: user.userId,
      updateTime: new Date(),
    });
    await this.menus.evictAll();
  }

  async remove(user: LoginUser, menuId: number): Promise<void> {
    this.requireSuperAdmin(user);
    if (!(await this.repo.byId(menuId))) throw new ServiceError('menu.notFound', { menuId });
    if (await this.repo.childCount(menuId)) throw warn('menu.hasChildren');
    if (await this.repo.grantCount(menuId)) throw warn('menu.assigned');
    await this.repo.delete(menuId);
    await this.menus.evictAll();
  }

  /** sys_menu is shared by all tenants, so only the platform's super admin may change it. */
  private requireSuperAdmin(user: LoginUser): void {
    if (!isSuperAdmin(user)) throw forbidden('menu.superAdminOnly');
  }

  private async check(input: MenuInput, menuId: number | undefined): Promise<void> {
    const isLink = input.isFrame === '0';
    if (input.menuType !== 'F' && !input.path) throw invalid('menu.pathRequired');
    if (isLink && input.menuType !== 'F' && !HTTP_LINK.test(input.path))
      throw invalid('menu.linkNotHttp', { menuName: input.menuName });
    if (input.menuType === 'C' && !isLink && !HTTP_LINK.test(input.path) && !input.component)
      throw invalid('menu.componentRequired');
    if (menuId !== undefined && input.parentId === menuId)
      throw invalid('menu.parentSelf', { menuName: input.menuName });
    if (input.parentId !== 0) {
      const parent = await this.repo.byId(input.parentId);
      if (!parent) throw invalid('menu.parentMissing', { parentId: input.parentId });
      if (parent.menuType === 'F') throw invalid('menu.parentIsButton');
      if (menuId !== undefined && (await this.isDescendant(input.parentId, menuId)))
        throw invalid('menu.parentDescendant', { menuName: input.menuName });
    }
    if (await this.repo.nameTaken(input.menuName, input.parentId, menuId))
      throw new ServiceError(menuId ? 'menu.editExists' : 'menu.addExists', { menuName: input.menuName });
  }

  /** True when `candidate` lies below `menuId` (walks candidate's ancestors; cycles stop the walk). */
  private async isDescendant(candidate: number, menuId: number): Promise<boolean> {
    const parents = await this.repo.parentLinks();
    const seen = new Set<number>();
    for (let id = parents.get(candidate); id !== undefined && id !== 0; id = parents.get(id)) {
      if (id === menuId) return true;
      if (seen.has(id)) return false;
      seen.add(id);
    }
    return false;
  }

  private columns(input: MenuInput): Omit<MenuWrite, 'createBy'> {
    return {
      menuName: input.menuName,
      menuNameEn: input.menuNameEn,
      parentId: input.parentId,
      orderNum: input.orderNum,
      path: input.menuType === 'F' ? '' : input.path,
      component: input.menuType === 'C' ? input.component : null,
      queryParam: input.menuType === 'C' ? input.queryParam : null,
      isFrame: Number(input.isFrame),
      isCache: Number(input.isCache),
      menuType: input.menuType,
      visible: input.visible,
      status: input.status,
      perms: input.perms,
      icon: input.menuType === 'F' ? '#' : input.icon,
      remark: input.remark,
    };
  }
}
