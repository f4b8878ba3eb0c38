/**
 * The workflow engine port. The service speaks only to this; one adapter (`bpmn-engine.adapter.ts`) implements it.
 * Every call is transient: it rebuilds the engine from the saved state, acts, waits until the engine settles and
 * answers the new state with what happened. Nothing stays in memory between calls.
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

/** What every call may carry: variables to merge before acting (form values, resolved candidates). */
export interface RuntimeInput {
  variables?: Record<string, unknown>;
}

export interface WorkflowRuntime {
  /** Start a process from (already validated) BPMN XML. */
  start(xml: string, input: RuntimeInput): Promise<RuntimeResult>;
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
  cancel(state: unknown): Promise<RuntimeResult>;
  /** The waiting user tasks of a saved state, without acting. */
  waiting(state: unknown): Promise<WaitingTask[]>;
}
