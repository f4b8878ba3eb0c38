import { ClientAuditStatus, DeptPostStatus, type TitleClientAudit } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { SessionService } from '../../../platform/auth/session.service.js';
import type { CountCache } from '../../../platform/db/count-cache.js';
import type { Executor } from '../../../platform/db/database.js';
import type { DeptTrees } from '../../../platform/db/dept-tree.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { DeptRepo } from '../../system/dept/dept.repo.js';
import { DeptService } from '../../system/dept/dept.service.js';
import { USER_LIST } from '../../system/user/user-admin.service.js';
import { TitleClientRepo, type ClientRow } from './client.repo.js';
import type { TitleClientService } from './client.service.js';

/** sys_dept.dept_name and phone hold at most this many characters. */
const DEPT_NAME_MAX = 30;
const DEPT_PHONE = /^[\d-]{1,11}$/;

/**
 * The office's audit of entrusted units. The first approval gives the unit its own dept under 委托单位 and puts
 * its company account there, in one transaction, so the company role's dept scope reaches exactly its unit.
 */
export class TitleClientAuditService {
  constructor(
    private readonly repo: TitleClientRepo,
    private readonly clients: TitleClientService,
    private readonly trees: DeptTrees,
    private readonly counts: CountCache,
    private readonly sessions: SessionService,
  ) {}

  async audit(caller: LoginUser, body: TitleClientAudit): Promise<void> {
    const client = await this.clients.visible(caller, body.clientId);
    if (client.auditStatus !== ClientAuditStatus.PENDING)
      throw new ServiceError('titleClient.notPending', { clientName: client.clientName });
    const verdict = {
      auditReason: body.auditReason || null,
      auditBy: caller.userId,
      auditTime: new Date(),
      updateBy: caller.userId,
      updateTime: new Date(),
    };
    if (body.action === 'reject') {
      await this.repo.update(caller.tenantId, client.clientId, {
        ...verdict,
        auditStatus: ClientAuditStatus.REJECTED,
      });
      return;
    }
    if (client.deptId) {
      await this.repo.update(caller.tenantId, client.clientId, {
        ...verdict,
        auditStatus: ClientAuditStatus.APPROVED,
      });
      return;
    }
    await this.repo.transaction(async (tx) => {
      const deptId = await this.createDept(tx, caller, client);
      const repo = new TitleClientRepo(tx);
      if (client.userId) await repo.moveUser(caller.tenantId, client.userId, deptId, caller.userId);
      await repo.update(caller.tenantId, client.clientId, {
        ...verdict,
        deptId,
        auditStatus: ClientAuditStatus.APPROVED,
      });
    });
    // After the commit, so no instance reloads a tree or a count from before it.
    await this.trees.changed(caller.tenantId);
    if (client.userId) {
      await this.counts.changed(USER_LIST, caller.tenantId);
      // The session holds the old dept: signing in again gives the company its new scope.
      await this.sessions.endAllOf(client.userId);
    }
  }

  /** The unit's dept, made by the dept service itself so ancestors and checks are the dept screen's. */
  private async createDept(tx: Executor, caller: LoginUser, client: ClientRow): Promise<number> {
    const repo = new TitleClientRepo(tx);
    const parentId = await repo.unitParentDept(caller.tenantId);
    if (parentId === undefined) throw new ServiceError('dept.parentNotFound');
    const deptRepo = new DeptRepo(tx);
    let deptName = client.clientName.slice(0, DEPT_NAME_MAX);
    if (await deptRepo.nameTaken(caller.tenantId, parentId, deptName)) {
      const suffix = `-${client.clientId}`;
      deptName = `${client.clientName.slice(0, DEPT_NAME_MAX - suffix.length)}${suffix}`;
    }
    return new DeptService(deptRepo, this.trees).create(caller, {
      parentId,
      deptName,
      orderNum: 0,
      phone: DEPT_PHONE.test(client.contactPhone) ? client.contactPhone : null,
      email: client.email,
      status: DeptPostStatus.NORMAL,
    });
  }

  /** A rejected unit, corrected, goes back to the office as pending. */
  async resubmit(caller: LoginUser, clientId: number): Promise<void> {
    const client = await this.clients.visible(caller, clientId);
    if (client.auditStatus !== ClientAuditStatus.REJECTED)
      throw new ServiceError('titleClient.notRejected', { clientName: client.clientName });
    await this.repo.update(caller.tenantId, client.clientId, {
      auditStatus: ClientAuditStatus.PENDING,
      updateBy: caller.userId,
      updateTime: new Date(),
    });
  }
}
