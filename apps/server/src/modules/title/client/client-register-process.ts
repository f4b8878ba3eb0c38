import type { Executor } from '../../../platform/db/database.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { BusinessProcesses } from '../../workflow/process/business.service.js';
import type { WorkflowEvent } from '../../workflow/process/events.js';
import type { DeptActor } from '../../system/dept/dept.service.js';
import type { ClientRow } from './client.repo.js';

export interface AuditVerdict {
  action: 'approve' | 'reject';
  reason: string | null;
}

/** The seeded process that audits a unit's self-registration; the office may edit and redeploy it. */
export const CLIENT_REGISTER_PROCESS = 'client_register_audit';

const PREFIX = 'client:';
export const clientBusinessKey = (clientId: number) => `${PREFIX}${clientId}`;
const clientOf = (businessKey: string | null) =>
  businessKey?.startsWith(PREFIX) ? Number(businessKey.slice(PREFIX.length)) || null : null;

type Unit = Pick<
  ClientRow,
  'tenantId' | 'clientId' | 'userId' | 'clientName' | 'creditCode' | 'unitType' | 'contactName' | 'email'
> & { contactPhone: string };

/**
 * Runs a registered (or corrected and resubmitted) unit through 委托单位注册审核, in the registration's
 * transaction, with the unit's account as the initiator. Where the tenant has no active version of the
 * process, or the process names nobody who could approve, the unit waits for the office's 审核 on its page as
 * before: a registration is never refused for the office's process configuration.
 */
export class ClientRegisterProcess {
  constructor(
    private readonly business: Pick<BusinessProcesses, 'submit'>,
    private readonly dicts: Pick<DictService, 'byType'>,
    private readonly warn: (message: string, detail: object) => void,
  ) {}

  async start(tx: Executor, unit: Unit | undefined): Promise<void> {
    if (!unit?.userId) return;
    const types = await this.dicts.byType(unit.tenantId, 'client_type', 'zh_CN');
    const variables = {
      clientName: unit.clientName,
      creditCode: unit.creditCode,
      unitTypeLabel: types.find((t) => t.dictValue === unit.unitType)?.dictLabel ?? unit.unitType,
      contactName: unit.contactName,
      contactPhone: unit.contactPhone,
      email: unit.email,
    };
    const starter = { tenantId: unit.tenantId, userId: unit.userId, deptId: null };
    const body = {
      definitionKey: CLIENT_REGISTER_PROCESS,
      businessKey: clientBusinessKey(unit.clientId),
      variables,
    };
    try {
      // A savepoint: a process that cannot start leaves nothing behind and the registration goes on.
      await tx.transaction((inner) => this.business.submit(starter, body, inner));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      if (error.key !== 'workflow.definition.noActive')
        this.warn('unit registration audit process did not start', {
          clientId: unit.clientId,
          key: error.key,
        });
    }
  }
}

/** The audit verdict a finished process carries, if the event is a unit's registration audit ending. */
export function verdictOf(
  event: WorkflowEvent,
): { clientId: number; actor: DeptActor; verdict: AuditVerdict } | null {
  const clientId = clientOf(event.businessKey);
  if (clientId === null || event.type !== 'ended' || event.status === 'cancelled') return null;
  const actor = { tenantId: event.tenantId, userId: event.userId, deptId: null };
  const action = event.status === 'approved' ? 'approve' : 'reject';
  return { clientId, actor, verdict: { action, reason: event.comment } };
}
