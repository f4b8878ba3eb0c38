import {
  buildDeptTree,
  DeptPostStatus,
  type DeptTreeNode,
  type Language,
  type OrganizationCreate,
  type OrganizationFilter,
  type OrganizationUpdate,
  type OrganizationVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ServiceError, warn } from '../../../platform/http/errors.js';
import { buildXlsx, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';
import { checkDictValue } from './master-data.js';
import type { AncestorsMove, OrganizationRepo, OrgListRow, OrgRow } from './organization.repo.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

/** The ancestors column holds at most this many characters. */
const ANCESTORS_MAX = 500;

export function toOrganizationVo(row: OrgListRow): OrganizationVo {
  return {
    orgId: row.orgId,
    parentId: row.parentId,
    parentName: row.parentName,
    ancestors: row.ancestors,
    orgName: row.orgName,
    orgCode: row.orgCode,
    orgType: row.orgType,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    address: row.address,
    orderNum: row.orderNum,
    status: row.status,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

/** Whether `row` is `orgId` or lies below it. */
const isWithin = (row: Pick<OrgRow, 'orgId' | 'ancestors'>, orgId: number) =>
  row.orgId === orgId || row.ancestors.split(',').map(Number).includes(orgId);

/** 评审组织: a tenant-wide tree (master data, no data scope). */
export class OrganizationService {
  constructor(
    private readonly repo: OrganizationRepo,
    private readonly dicts: DictService,
  ) {}

  async list(caller: LoginUser, filter: OrganizationFilter): Promise<OrganizationVo[]> {
    return (await this.repo.list(caller.tenantId, filter)).map(toOrganizationVo);
  }

  /** Every organization except `orgId` and its subtree: the choices of a new parent. */
  async listExcluding(caller: LoginUser, orgId: number): Promise<OrganizationVo[]> {
    const rows = await this.repo.list(caller.tenantId, {});
    return rows.filter((row) => !isWithin(row, orgId)).map(toOrganizationVo);
  }

  /** Enabled organizations as `{id, parentId, label, weight, children}` for selects. */
  async tree(caller: LoginUser): Promise<DeptTreeNode[]> {
    const rows = await this.repo.list(caller.tenantId, { status: DeptPostStatus.NORMAL });
    return buildDeptTree(
      rows.map((row) => ({ ...row, deptId: row.orgId })),
      (row): DeptTreeNode => ({
        id: row.orgId,
        parentId: row.parentId,
        label: row.orgName,
        weight: row.orderNum,
        disabled: false,
      }),
    );
  }

  async get(caller: LoginUser, orgId: number): Promise<OrganizationVo> {
    return toOrganizationVo(await this.found(caller.tenantId, orgId));
  }

  async export(caller: LoginUser, filter: OrganizationFilter, lang: Language): Promise<Buffer> {
    const rows = (await this.repo.list(caller.tenantId, filter)).map(toOrganizationVo);
    const type = await dictLabels(this.dicts, caller.tenantId, 'organization_type', lang);
    const status = await dictLabels(this.dicts, caller.tenantId, 'sys_normal_disable', lang);
    const columns: XlsxColumn<OrganizationVo>[] = [
      { header: message('titleOrg.column.orgId'), value: (r) => r.orgId, width: 10 },
      { header: message('titleOrg.column.orgName'), value: (r) => r.orgName, width: 32 },
      { header: message('titleOrg.column.orgCode'), value: (r) => r.orgCode, width: 22 },
      { header: message('titleOrg.column.orgType'), value: (r) => type(r.orgType) },
      { header: message('titleOrg.column.parentName'), value: (r) => r.parentName, width: 32 },
      { header: message('titleOrg.column.contactName'), value: (r) => r.contactName },
      { header: message('titleOrg.column.contactPhone'), value: (r) => r.contactPhone },
      { header: message('titleOrg.column.address'), value: (r) => r.address, width: 32 },
      { header: message('titleOrg.column.orderNum'), value: (r) => r.orderNum, width: 10 },
      { header: message('titleOrg.column.status'), value: (r) => status(r.status), width: 10 },
      { header: message('titleOrg.column.createTime'), value: (r) => r.createTime, width: 20 },
    ];
    return buildXlsx(lang, formatMessage(lang, 'titleOrg.sheet'), columns, rows);
  }

  private async found(tenantId: string, orgId: number): Promise<OrgListRow> {
    const org = await this.repo.findById(tenantId, orgId);
    if (!org) throw new ServiceError('titleOrg.notFound');
    return org;
  }

  /** The parent's row, or null for the top level. */
  private async parentOf(tenantId: string, parentId: number): Promise<OrgRow | null> {
    if (parentId === 0) return null;
    const parent = await this.repo.findById(tenantId, parentId);
    if (!parent) throw new ServiceError('titleOrg.parentNotFound');
    return parent;
  }

  private async check(tenantId: string, body: OrganizationCreate, orgId?: number) {
    await checkDictValue(this.dicts, tenantId, 'organization_type', body.orgType, 'titleOrg.typeInvalid');
    if (await this.repo.nameTaken(tenantId, body.parentId, body.orgName, orgId))
      throw new ServiceError('titleOrg.nameExists', { orgName: body.orgName });
    if (body.orgCode && (await this.repo.codeTaken(tenantId, body.orgCode, orgId)))
      throw new ServiceError('titleOrg.codeExists', { orgName: body.orgName });
  }

  private fields(body: OrganizationCreate) {
    return {
      parentId: body.parentId,
      orgName: body.orgName,
      orgCode: body.orgCode || null,
      orgType: body.orgType,
      contactName: body.contactName || null,
      contactPhone: body.contactPhone || null,
      address: body.address || null,
      orderNum: body.orderNum,
      status: body.status ?? DeptPostStatus.NORMAL,
      remark: body.remark || null,
    };
  }

  async create(caller: LoginUser, body: OrganizationCreate): Promise<number> {
    const { tenantId } = caller;
    const parent = await this.parentOf(tenantId, body.parentId);
    if (parent && parent.status !== DeptPostStatus.NORMAL) throw new ServiceError('titleOrg.parentDisabled');
    await this.check(tenantId, body);
    const ancestors = parent ? `${parent.ancestors},${parent.orgId}` : '0';
    if (ancestors.length > ANCESTORS_MAX) throw new ServiceError('titleOrg.tooDeep');
    return this.repo.insert({
      ...this.fields(body),
      tenantId,
      ancestors,
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    });
  }

  /** The ancestors after a parent change and the rewrite of the subtree it implies. */
  private async moveOf(tenantId: string, org: OrgRow, parent: OrgRow | null) {
    const ancestors = parent ? `${parent.ancestors},${parent.orgId}` : '0';
    if ((parent?.orgId ?? 0) === org.parentId) return { ancestors: org.ancestors, move: undefined };
    if (parent && isWithin(parent, org.orgId))
      throw new ServiceError('titleOrg.parentDescendant', { orgName: org.orgName });
    const move: AncestorsMove = { from: `${org.ancestors},${org.orgId}`, to: `${ancestors},${org.orgId}` };
    const longest = await this.repo.longestDescendantAncestors(tenantId, move.from);
    if (Math.max(ancestors.length, longest - move.from.length + move.to.length) > ANCESTORS_MAX)
      throw new ServiceError('titleOrg.tooDeep');
    return { ancestors, move };
  }

  async update(caller: LoginUser, body: OrganizationUpdate): Promise<void> {
    const { tenantId } = caller;
    const org = await this.found(tenantId, body.orgId);
    if (body.parentId === body.orgId) throw new ServiceError('titleOrg.parentSelf', { orgName: org.orgName });
    const parent = await this.parentOf(tenantId, body.parentId);
    const { ancestors, move } = await this.moveOf(tenantId, org, parent);
    const status = body.status ?? DeptPostStatus.NORMAL;
    // An enabled organization under a disabled one would drop out of the option tree.
    if (status === DeptPostStatus.NORMAL && parent && parent.status !== DeptPostStatus.NORMAL)
      throw new ServiceError('titleOrg.parentDisabled');
    if (
      status === DeptPostStatus.DISABLED &&
      org.status !== DeptPostStatus.DISABLED &&
      (await this.repo.childCount(tenantId, org.orgId, true)) > 0
    )
      throw new ServiceError('titleOrg.hasEnabledChildren');
    await this.check(tenantId, body, body.orgId);
    await this.repo.update(
      tenantId,
      org.orgId,
      { ...this.fields(body), ancestors, updateBy: caller.userId, updateTime: new Date() },
      move,
    );
  }

  async remove(caller: LoginUser, orgId: number): Promise<void> {
    const { tenantId } = caller;
    const org = await this.found(tenantId, orgId);
    if ((await this.repo.childCount(tenantId, orgId)) > 0) throw warn('titleOrg.hasChildren');
    const clients = await this.repo.clientCount(tenantId, orgId);
    if (clients > 0) throw warn('titleOrg.hasClients', { orgName: org.orgName, count: clients });
    await this.repo.softDelete(tenantId, orgId, caller.userId);
  }
}
