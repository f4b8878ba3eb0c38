/**
 * The workflow engine port. The service speaks only to this; one adapter (`bpmn-engine.adapter.ts`) implements it.
 * Every call is transient: it rebuilds the engine from the saved state, acts, waits until the engine settles and
 * answers the new state with what happened. Nothing of an instance stays in memory between calls; only each deployed
 * model, built once.
 */

/** Internal variable holding the resolved approvers of multi-instance user tasks: elementId → user ids. */
export const CANDIDATES_VARIABLE = 'zcpsCandidates';

export interface WaitingTask {
  elementId: string;
  executionId: string;
  /** The user of one multi-instance iteration; undefined for a single task (candidates decide). */
  assignee?: number;
  /** Iteration index of a multi-instance task. */
  loopIndex?: number;
}

export interface WaitingTimer {
  elementId: string;
  executionId: string;
  expireAt: Date;
}

export type ActivityStatus = 'taken' | 'discarded' | 'waiting';

export interface RuntimeResult {
  state: unknown;
  engineVersion: string;
  /** The process reached its end. */
  ended: boolean;
  /** User tasks waiting after the call (all of them, not only new ones). */
  waiting: WaitingTask[];
  timers: WaitingTimer[];
  /** Elements and flows the call moved through, in order. */
  activity: { elementId: string; status: ActivityStatus }[];
  variables: Record<string, unknown>;
}

/**
 * The deployed version an instance runs on. Deployed versions never change, so the adapter builds the engine's model
 * once per version and keeps it out of the saved state.
 */
export interface DeployedModel {
  definitionId: number;
  xml: string;
}

/** What every call carries: the model it runs on, and variables to merge before acting (form values, candidates). */
export interface RuntimeInput {
  model: DeployedModel;
  variables?: Record<string, unknown>;
}

export interface WorkflowRuntime {
  /** Start a process of the (already validated) deployed model. */
  start(input: RuntimeInput): Promise<RuntimeResult>;
  /** Complete one waiting user task execution with its output (`decision` and the action's fields). */
  signal(
    state: unknown,
    executionId: string,
    output: Record<string, unknown>,
    input: RuntimeInput,
  ): Promise<RuntimeResult>;
  /** 退回: run the target user task, then discard the current one (that order; the reverse ends the process). */
  returnTo(
    state: unknown,
    targetElementId: string,
    currentElementId: string,
    input: RuntimeInput,
  ): Promise<RuntimeResult>;
  /** Fire a stored timer now (a due wf_timer row). */
  fireTimer(state: unknown, elementId: string, input: RuntimeInput): Promise<RuntimeResult>;
  /** Stop the process for good (reject, terminate, withdraw); answers the final state. */
  cancel(state: unknown, input: RuntimeInput): Promise<RuntimeResult>;
  /** The waiting user tasks of a saved state, without acting. */
  waiting(state: unknown, model: DeployedModel): Promise<WaitingTask[]>;
}
