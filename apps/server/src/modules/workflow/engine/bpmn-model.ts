import BpmnModdle, { type ModdleElement, type ParseResult } from 'bpmn-moddle';
import {
  approveMethods,
  userTaskPropsSchema,
  zcpsModdleDescriptor,
  type ApproveMethod,
  type UserTaskProps,
} from '@zcps/contracts';

/**
 * The moddle packages the server loads: ours only. camunda-bpmn-moddle cannot be loaded beside it (both define
 * `formKey` on user tasks and start events, and moddle refuses the second definition), and the engine needs no
 * camunda attribute: the multi-instance collection is set on the parsed tree (`compileForEngine`).
 */
export const moddlePackages = { zcps: zcpsModdleDescriptor };

export function createModdle(): BpmnModdle {
  return new BpmnModdle(moddlePackages);
}

/** Variable prefix of the approver collection of a multi-instance user task (resolved by the service). */
export const CANDIDATE_COLLECTION_PREFIX = '#candidates:';

export interface UserTaskInfo {
  elementId: string;
  name: string;
  props: UserTaskProps;
}

export interface ProcessInfo {
  processId: string;
  name: string;
  startFormKey: string | null;
  userTasks: UserTaskInfo[];
  /** Element ids in a breadth-first walk from the start event (return targets must come before the current one). */
  order: string[];
  /** elementId → ids of the elements it flows to. */
  next: Record<string, string[]>;
  /** elementId → ids of the elements that flow into it. */
  previous: Record<string, string[]>;
  /** $type per element id. */
  types: Record<string, string>;
  names: Record<string, string>;
}

const zcpsAttr = (el: ModdleElement, name: string): unknown => {
  const value = el.get(`zcps:${name}`);
  return value === '' ? undefined : value;
};

/** The zcps attributes of a user task with defaults applied; throws a zod error on bad values. */
export function userTaskProps(el: ModdleElement): UserTaskProps {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(userTaskPropsSchema.shape)) {
    const value = zcpsAttr(el, key);
    if (value !== undefined && value !== null) raw[key] = value;
  }
  return userTaskPropsSchema.parse(raw);
}

export function processesOf(definitions: ModdleElement): ModdleElement[] {
  const roots = (definitions.rootElements ?? []) as ModdleElement[];
  return roots.filter((r) => r.$type === 'bpmn:Process');
}

export function flowElementsOf(process: ModdleElement): ModdleElement[] {
  return (process.flowElements ?? []) as ModdleElement[];
}

/** Reads the one executable process of a definition into what the service needs (names, order, props). */
export function describeProcess(definitions: ModdleElement): ProcessInfo {
  const process = processesOf(definitions)[0];
  if (!process?.id) throw new Error('no process');
  const elements = flowElementsOf(process);
  const next: Record<string, string[]> = {};
  const previous: Record<string, string[]> = {};
  const types: Record<string, string> = {};
  const names: Record<string, string> = {};
  const userTasks: UserTaskInfo[] = [];
  let startFormKey: string | null = null;
  let startId: string | undefined;
  for (const el of elements) {
    const id = el.id ?? '';
    types[id] = el.$type;
    names[id] = el.name ?? id;
    if (el.$type === 'bpmn:SequenceFlow') {
      const source = (el.sourceRef as ModdleElement | undefined)?.id;
      const target = (el.targetRef as ModdleElement | undefined)?.id;
      if (source && target) {
        (next[source] ??= []).push(target);
        (previous[target] ??= []).push(source);
      }
    } else if (el.$type === 'bpmn:BoundaryEvent') {
      const host = (el.attachedToRef as ModdleElement | undefined)?.id;
      if (host) (next[host] ??= []).push(id);
    } else if (el.$type === 'bpmn:StartEvent') {
      startId ??= id;
      startFormKey = (zcpsAttr(el, 'formKey') as string | undefined) ?? startFormKey;
    } else if (el.$type === 'bpmn:UserTask') {
      userTasks.push({ elementId: id, name: el.name ?? id, props: userTaskProps(el) });
    }
  }
  const order: string[] = [];
  const queue = startId ? [startId] : [];
  while (queue.length) {
    const id = queue.shift()!;
    if (order.includes(id)) continue;
    order.push(id);
    queue.push(...(next[id] ?? []));
  }
  return {
    processId: process.id,
    name: process.name ?? process.id,
    startFormKey,
    userTasks,
    order,
    next,
    previous,
    types,
    names,
  };
}

/** FEEL completion condition per approve method (multi-instance variables are filled by the expression handler). */
function completionOf(method: ApproveMethod, passRatio: number | undefined): string | undefined {
  switch (method) {
    case 'any':
      return '=nrOfCompletedInstances >= 1';
    case 'ratio':
      return `=nrOfApproved / nrOfInstances >= ${(passRatio ?? 100) / 100}`;
    default:
      return undefined;
  }
}

/**
 * Compiles the approve methods into what the engine runs: a user task with 或签/会签/票签/依次 becomes a
 * multi-instance task over its resolved approvers (`#candidates:<id>`, filled per command by the service) with a
 * FEEL completion condition. Single tasks stay as they are. Answers the parsed context the engine serializes
 * (collection and element variable are plain properties there, as the camunda extension would have made them).
 */
export async function compileForEngine(xml: string): Promise<ParseResult> {
  const moddle = createModdle();
  const context = await moddle.fromXML(xml);
  for (const process of processesOf(context.rootElement)) {
    for (const el of flowElementsOf(process)) {
      if (el.$type !== 'bpmn:UserTask') continue;
      const props = userTaskProps(el);
      if (props.approveMethod === 'single' || !approveMethods.includes(props.approveMethod)) continue;
      const loop = moddle.create('bpmn:MultiInstanceLoopCharacteristics', {
        isSequential: props.approveMethod === 'sequential',
      });
      loop.collection = `${CANDIDATE_COLLECTION_PREFIX}${el.id}`;
      loop.elementVariable = 'assignee';
      const completion = completionOf(props.approveMethod, props.passRatio);
      if (completion) {
        loop.completionCondition = moddle.create('bpmn:FormalExpression', { body: completion });
      }
      el.loopCharacteristics = loop;
    }
  }
  return context;
}
