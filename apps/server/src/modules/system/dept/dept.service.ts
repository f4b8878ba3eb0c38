import {
  buildDeptTree,
  DeptPostStatus,
  type DeptCreate,
  type DeptFilter,
  type DeptTreeNode,
  type DeptUpdate,
  type DeptVo,
} from '@zcps/contracts';
import { dataScopeOf } from '../../../platform/db/data-scope.js';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { SessionVersions } from '../../../platform/auth/session-versions.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ServiceError, warn } from '../../../platform/http/errors.js';
import { sysDept } from '../../../db/schema/index.js';
import type { AncestorsMove, DeptListRow, DeptRepo, DeptRow } from './dept.repo.js';
import type { DeptTrees } from '../../../platform/db/dept-tree.js';

/** The ancestors column holds at most this many characters. */
const ANCESTORS_MAX = 500;

export function toDeptVo(row: DeptListRow): DeptVo {
  return {
    deptId: row.deptId,
    parentId: row.parentId,
    parentName: row.parentName,
    ancestors: row.ancestors,
    deptName: row.deptName,
    deptCategory: row.deptCategory,
    orderNum: row.orderNum,
    leader: row.leader,
    leaderName: row.leaderName,
    phone: row.phone,
    email: row.email,
    status: row.status,
    createTime: formatDateTime(row.createTime),
  };
}

const ancestorIds = (ancestors: string) =>
  ancestors
    .split(',')
    .map(Number)
    .filter((id) => id > 0);

/** Whether `row` is `deptId` or lies below it. */
const isWithin = (row: Pick<DeptRow, 'deptId' | 'ancestors'>, deptId: number) =>
  row.deptId === deptId || ancestorIds(row.ancestors).includes(deptId);

/** Who a dept is made by, when no screen's caller makes it. */
export type DeptActor = Pick<LoginUser, 'tenantId' | 'deptId'> & { userId: number | null };

export class DeptService {
  constructor(
    private readonly repo: DeptRepo,
    /** Told of every change, so cached trees (data scope, user list) reload on every instance. */
    private readonly trees: DeptTrees,
    /** A user's getInfo names their dept: a rename bumps the tenant's session version. */
    private readonly versions?: SessionVersions,
  ) {}

  private scope(caller: LoginUser) {
    return dataScopeOf(caller, { dept: sysDept.deptId });
  }

  async list(caller: LoginUser, filter: DeptFilter): Promise<DeptVo[]> {
    return (await this.repo.list(caller.tenantId, filter, this.scope(caller))).map(toDeptVo);
  }

  /** Every dept the caller sees except `deptId` and its subtree: the choices of a new parent. */
  async listExcluding(caller: LoginUser, deptId: number): Promise<DeptVo[]> {
    const rows = await this.repo.list(caller.tenantId, {}, this.scope(caller));
    return rows.filter((row) => !isWithin(row, deptId)).map(toDeptVo);
  }

  /** A live dept the caller may see; anything else is refused. */
  private async visible(caller: LoginUser, deptId: number): Promise<DeptListRow> {
    const dept = await this.repo.findById(caller.tenantId, deptId);
    if (!dept) throw new ServiceError('dept.notFound');
    if (!(await this.repo.inScope(caller.tenantId, deptId, this.scope(caller))))
      throw new ServiceError('dept.noAccess');
    return dept;
  }

  async get(caller: LoginUser, deptId: number): Promise<DeptVo> {
    return toDeptVo(await this.visible(caller, deptId));
  }

  async optionselect(caller: LoginUser, deptIds: number[] | undefined): Promise<DeptVo[]> {
    const rows = await this.repo.normal(caller.tenantId, deptIds, this.scope(caller));
    return rows.map((row) => toDeptVo({ ...row, parentName: null, leaderName: null }));
  }

  /** Enabled depts within the caller's scope as a tree (the user screen's left panel). */
  async tree(caller: LoginUser): Promise<DeptTreeNode[]> {
    const rows = await this.repo.normal(caller.tenantId, undefined, this.scope(caller));
    return buildDeptTree<DeptRow, DeptTreeNode>(rows, (row) => ({
      id: row.deptId,
      parentId: row.parentId,
      label: row.deptName,
      weight: row.orderNum,
      disabled: row.status !== DeptPostStatus.NORMAL,
    }));
  }

  private async checkLeader(tenantId: string, leader: number | null | undefined) {
    if (leader && !(await this.repo.activeUserExists(tenantId, leader)))
      throw new ServiceError('dept.leaderNotFound');
  }

  private async parentOf(caller: LoginUser, parentId: number): Promise<DeptListRow> {
    const parent = await this.repo.findById(caller.tenantId, parentId);
    if (!parent) throw new ServiceError('dept.parentNotFound');
    if (!(await this.repo.inScope(caller.tenantId, parentId, this.scope(caller))))
      throw new ServiceError('dept.noAccess');
    return parent;
  }

  async create(caller: LoginUser, body: DeptCreate): Promise<number> {
    await this.parentOf(caller, body.parentId);
    return this.createFor(caller, body);
  }

  /**
   * A dept the system makes as the consequence of a decision its maker was entitled to (an approved unit
   * registration gets its dept under 委托单位): the dept screen's checks, without the decider's data scope.
   */
  async createFor(actor: DeptActor, body: DeptCreate): Promise<number> {
    const { tenantId } = actor;
    const parent = await this.repo.findById(tenantId, body.parentId);
    if (!parent) throw new ServiceError('dept.parentNotFound');
    if (parent.status !== DeptPostStatus.NORMAL) throw new ServiceError('dept.parentDisabled');
    if (await this.repo.nameTaken(tenantId, body.parentId, body.deptName))
      throw new ServiceError('dept.addNameExists', { deptName: body.deptName });
    await this.checkLeader(tenantId, body.leader);
    const ancestors = `${parent.ancestors},${parent.deptId}`;
    if (ancestors.length > ANCESTORS_MAX) throw new ServiceError('dept.tooDeep');
    const deptId = await this.repo.insert({
      tenantId,
      parentId: body.parentId,
      ancestors,
      deptName: body.deptName,
      deptCategory: body.deptCategory || null,
      orderNum: body.orderNum,
      leader: body.leader ?? null,
      phone: body.phone || null,
      email: body.email || null,
      status: body.status,
      createDept: actor.deptId,
      createBy: actor.userId,
      updateBy: actor.userId,
    });
    await this.trees.changed(tenantId);
    return deptId;
  }

  /** The ancestors after a parent change and the rewrite of the subtree it implies. */
  private async moveOf(caller: LoginUser, dept: DeptRow, parentId: number) {
    if (parentId === dept.parentId) return { ancestors: dept.ancestors, move: undefined };
    if (dept.parentId === 0) throw new ServiceError('dept.rootParent');
    const parent = await this.parentOf(caller, parentId);
    if (isWithin(parent, dept.deptId))
      throw new ServiceError('dept.parentDescendant', { deptName: dept.deptName });
    const ancestors = `${parent.ancestors},${parent.deptId}`;
    const move: AncestorsMove = {
      from: `${dept.ancestors},${dept.deptId}`,
      to: `${ancestors},${dept.deptId}`,
    };
    const longest = await this.repo.longestDescendantAncestors(caller.tenantId, move.from);
    if (Math.max(ancestors.length, longest - move.from.length + move.to.length) > ANCESTORS_MAX)
      throw new ServiceError('dept.tooDeep');
    return { ancestors, move };
  }

  async update(caller: LoginUser, body: DeptUpdate): Promise<void> {
    const { tenantId } = caller;
    const dept = await this.visible(caller, body.deptId);
    if (body.parentId === body.deptId) throw new ServiceError('dept.parentSelf', { deptName: dept.deptName });
    if (await this.repo.nameTaken(tenantId, body.parentId, body.deptName, body.deptId))
      throw new ServiceError('dept.editNameExists', { deptName: body.deptName });
    const { ancestors, move } = await this.moveOf(caller, dept, body.parentId);
    if (body.status === DeptPostStatus.DISABLED && dept.status !== DeptPostStatus.DISABLED) {
      if ((await this.repo.childCount(tenantId, dept.deptId, true)) > 0)
        throw new ServiceError('dept.hasEnabledChildren');
      if ((await this.repo.userCount(tenantId, dept.deptId)) > 0)
        throw new ServiceError('dept.hasUsersDisable');
    }
    if (body.leader !== dept.leader) await this.checkLeader(tenantId, body.leader);
    const updateTime = new Date();
    // An enabled dept under a disabled one would be unreachable in the trees: enabling reaches upwards.
    const enableIds = body.status === DeptPostStatus.NORMAL ? ancestorIds(ancestors) : [];
    await this.repo.update(
      tenantId,
      dept.deptId,
      {
        parentId: body.parentId,
        ancestors,
        deptName: body.deptName,
        deptCategory: body.deptCategory || null,
        orderNum: body.orderNum,
        leader: body.leader ?? null,
        phone: body.phone || null,
        email: body.email || null,
        status: body.status,
        updateBy: caller.userId,
        updateTime,
      },
      move,
      enableIds,
    );
    await this.trees.changed(tenantId);
    if (body.deptName !== dept.deptName) await this.versions?.tenantChanged(tenantId);
  }

  async remove(caller: LoginUser, deptId: number): Promise<void> {
    const { tenantId } = caller;
    await this.visible(caller, deptId);
    if ((await this.repo.childCount(tenantId, deptId)) > 0) throw warn('dept.hasChildren');
    if ((await this.repo.userCount(tenantId, deptId)) > 0) throw warn('dept.hasUsers');
    if ((await this.repo.postCount(tenantId, deptId)) > 0) throw warn('dept.hasPosts');
    await this.repo.softDelete(tenantId, deptId, caller.userId);
    await this.trees.changed(tenantId);
  }
}
