import type { WfInstanceStatus } from '@zcps/contracts';
import type { Executor } from '../../../platform/db/database.js';

/**
 * What a business area hears about its processes. Listeners run inside the command's transaction (`tx`), before
 * it commits: a listener that throws undoes the action, so a declaration never moves without its process.
 */
export type WorkflowEvent =
  | {
      type: 'ended';
      /** approved (reached an end), rejected (驳回 or a failed vote), cancelled (撤回) or terminated (终止). */
      status: Exclude<WfInstanceStatus, 'running' | 'suspended'>;
      tenantId: string;
      instanceId: number;
      definitionKey: string;
      businessKey: string | null;
      comment: string | null;
      userId: number | null;
      tx: Executor;
    }
  | {
      /** 退回 to a task the initiator handles (the applicant must act again). */
      type: 'returnedToInitiator';
      tenantId: string;
      instanceId: number;
      definitionKey: string;
      businessKey: string | null;
      elementId: string;
      /** The step that returned it (its name), where the reasons come from. */
      fromTask: string;
      comment: string | null;
      userId: number | null;
      tx: Executor;
    };

export type WorkflowListener = (event: WorkflowEvent) => Promise<void> | void;

/** The listener list, registered at area wiring (`workflow.events.on(...)`). */
export class WorkflowEvents {
  private readonly listeners: WorkflowListener[] = [];

  on(listener: WorkflowListener): () => void {
    this.listeners.push(listener);
    return () => {
      const at = this.listeners.indexOf(listener);
      if (at >= 0) this.listeners.splice(at, 1);
    };
  }

  async emit(event: WorkflowEvent): Promise<void> {
    for (const listener of this.listeners) await listener(event);
  }
}
