import { ClientAuditStatus, DeptPostStatus, type TitleClientAudit } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { SessionService } from '../../../platform/auth/session.service.js';
import { afterCommit } from '../../../platform/db/after-commit.js';
import type { CountCache } from '../../../platform/db/count-cache.js';
import type { Executor } from '../../../platform/db/database.js';
import type { DeptTrees } from '../../../platform/db/dept-tree.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { DeptRepo } from '../../system/dept/dept.repo.js';
import { DeptService, type DeptActor } from '../../system/dept/dept.service.js';
import { USER_LIST } from '../../system/user/user-admin.service.js';
import type { BusinessProcesses } from '../../workflow/process/business.service.js';
import type { TaskService } from '../../workflow/process/task.service.js';
import {
  clientBusinessKey,
  type AuditVerdict,
  type ClientRegisterProcess,
} from './client-register-process.js';
import { TitleClientRepo, type ClientRow } from './client.repo.js';
import type { TitleClientService } from './client.service.js';

/** sys_dept.dept_name and phone hold at most this many characters. */
const DEPT_NAME_MAX = 30;
const DEPT_PHONE = /^[\d-]{1,11}$/;

/** What the audit uses of the workflow area: where a unit's process waits, and its task actions. */
export interface ClientAuditWorkflow {
  business: Pick<BusinessProcesses, 'openStep'>;
  tasks: Pick<TaskService, 'approve' | 'reject'>;
}

/**
 * The office's audit of entrusted units. A unit registered while the 委托单位注册审核 process was deployed is
 * decided by that process: 审核 on the unit's page takes the caller's step of it, and the verdict follows when
 * the process ends, whichever screen took its last step. A unit without a running process is decided here at
 * once. The first approval gives the unit its own dept under 委托单位 and puts its company account there, so
 * the company role's dept scope reaches exactly its unit.
 */
export class TitleClientAuditService {
  constructor(
    private readonly repo: TitleClientRepo,
    private readonly clients: TitleClientService,
    private readonly trees: DeptTrees,
    private readonly counts: CountCache,
    private readonly sessions: SessionService,
    private readonly workflow: ClientAuditWorkflow,
    private readonly process: Pick<ClientRegisterProcess, 'start'>,
  ) {}

  async audit(caller: LoginUser, body: TitleClientAudit): Promise<void> {
    const client = await this.clients.visible(caller, body.clientId);
    requirePending(client);
    const step = await this.workflow.business.openStep(caller, clientBusinessKey(client.clientId));
    const verdict = { action: body.action, reason: body.auditReason || null };
    if (!step) {
      await this.repo.transaction((tx) => this.decide(tx, caller, client.clientId, verdict));
      return;
    }
    if (step.taskId === null)
      throw new ServiceError('titleClient.auditInProcess', {
        clientName: client.clientName,
        steps: step.steps.join('、'),
      });
    const action = { taskId: step.taskId, ossIds: [], variables: {} };
    if (verdict.action === 'reject')
      await this.workflow.tasks.reject(caller, { ...action, comment: verdict.reason ?? '' });
    else await this.workflow.tasks.approve(caller, { ...action, comment: verdict.reason });
  }

  /**
   * The verdict, in the caller's transaction: the page's, or the workflow command's whose process just ended.
   * Caches and the company's sessions follow after the commit, so no instance reloads from before it.
   */
  async decide(tx: Executor, actor: DeptActor, clientId: number, verdict: AuditVerdict): Promise<void> {
    const repo = new TitleClientRepo(tx);
    const client = await repo.lock(actor.tenantId, clientId);
    if (!client) throw new ServiceError('titleClient.notFound');
    requirePending(client);
    const fields = {
      auditReason: verdict.reason,
      auditBy: actor.userId,
      auditTime: new Date(),
      updateBy: actor.userId,
      updateTime: new Date(),
    };
    if (verdict.action === 'reject' || client.deptId) {
      const status = verdict.action === 'reject' ? ClientAuditStatus.REJECTED : ClientAuditStatus.APPROVED;
      await repo.update(actor.tenantId, clientId, { ...fields, auditStatus: status });
      return;
    }
    const deptId = await this.createDept(tx, actor, client);
    if (client.userId) await repo.moveUser(actor.tenantId, client.userId, deptId, actor.userId);
    await repo.update(actor.tenantId, clientId, {
      ...fields,
      deptId,
      auditStatus: ClientAuditStatus.APPROVED,
    });
    await afterCommit(tx, async () => {
      await this.trees.changed(actor.tenantId);
      if (!client.userId) return;
      await this.counts.changed(USER_LIST, actor.tenantId);
      await this.sessions.versions.userChanged(client.userId);
      // The session holds the old dept: signing in again gives the company its new scope.
      await this.sessions.endAllOf(client.userId);
    });
  }

  /** The unit's dept, made by the dept service itself so ancestors and checks are the dept screen's. */
  private async createDept(tx: Executor, actor: DeptActor, client: ClientRow): Promise<number> {
    const repo = new TitleClientRepo(tx);
    const parentId = await repo.unitParentDept(actor.tenantId);
    if (parentId === undefined) throw new ServiceError('dept.parentNotFound');
    const deptRepo = new DeptRepo(tx);
    let deptName = client.clientName.slice(0, DEPT_NAME_MAX);
    if (await deptRepo.nameTaken(actor.tenantId, parentId, deptName)) {
      const suffix = `-${client.clientId}`;
      deptName = `${client.clientName.slice(0, DEPT_NAME_MAX - suffix.length)}${suffix}`;
    }
    return new DeptService(deptRepo, this.trees).createFor(actor, {
      parentId,
      deptName,
      orderNum: 0,
      phone: DEPT_PHONE.test(client.contactPhone) ? client.contactPhone : null,
      email: client.email,
      status: DeptPostStatus.NORMAL,
    });
  }

  /** A rejected unit, corrected, goes back to the office as pending (and through the process again). */
  async resubmit(caller: LoginUser, clientId: number): Promise<void> {
    const client = await this.clients.visible(caller, clientId);
    if (client.auditStatus !== ClientAuditStatus.REJECTED)
      throw new ServiceError('titleClient.notRejected', { clientName: client.clientName });
    await this.repo.transaction(async (tx) => {
      await new TitleClientRepo(tx).update(caller.tenantId, client.clientId, {
        auditStatus: ClientAuditStatus.PENDING,
        updateBy: caller.userId,
        updateTime: new Date(),
      });
      await this.process.start(tx, await new TitleClientRepo(tx).lock(caller.tenantId, client.clientId));
    });
  }
}

function requirePending(client: Pick<ClientRow, 'auditStatus' | 'clientName'>): void {
  if (client.auditStatus !== ClientAuditStatus.PENDING)
    throw new ServiceError('titleClient.notPending', { clientName: client.clientName });
}
