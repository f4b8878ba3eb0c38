import { createRequire } from 'node:module';
import { Linter } from 'bpmnlint';
import type { ModdleElement } from 'bpmn-moddle';
import { ZodError } from 'zod';
import {
  createModdle,
  describeProcess,
  flowElementsOf,
  processesOf,
  userTaskProps,
} from '../engine/bpmn-model.js';
import { feelBody, feelProblem } from '../engine/feel.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { message, messageIfAny, type Message } from '../../../platform/i18n/format.js';

const require = createRequire(import.meta.url);

/** bpmnlint's recommended rules that fit the subset we execute (diagram-only rules such as labels are left out). */
const LINT_RULES = [
  'start-event-required',
  'end-event-required',
  'no-disconnected',
  'no-duplicate-sequence-flows',
  'no-implicit-split',
  'no-implicit-start',
  'no-implicit-end',
  'no-complex-gateway',
  'single-blank-start-event',
  'single-event-definition',
  'conditional-flows',
  'no-gateway-join-fork',
] as const;

/** A new linter per model: some rules (duplicate flows) keep what they saw in the rule instance. */
const newLinter = () =>
  new Linter({
    config: { rules: Object.fromEntries(LINT_RULES.map((rule) => [rule, 'error'])) },
    resolver: {
      resolveRule: (_pkg: string, name: string) => require(`bpmnlint/rules/${name}`) as unknown,
      resolveConfig: () => {
        throw new Error('no shared configs');
      },
    },
  });

/** The element types a deployable process may contain. */
const ALLOWED = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:UserTask',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:InclusiveGateway',
  'bpmn:BoundaryEvent',
  'bpmn:SequenceFlow',
]);
const NEEDS_IDS = new Set(['user', 'role', 'dept', 'post']);

const label = (el: ModdleElement) => (el.name ? `${el.name} (${el.id})` : (el.id ?? '?'));

/**
 * The designer draws a bare multi-instance marker so 会签/票签/或签 (parallel) and 依次 (sequential) show on the
 * canvas; the approvers and the completion come from zcps:approveMethod when the model is compiled. Any other
 * loop (a standard loop, a cardinality, a collection or a condition of its own, a marker the method does not
 * match) would run something the 审批方式 does not say.
 */
function markerMatches(loop: ModdleElement, method: string): boolean {
  if (loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics' || method === 'single') return false;
  const own = ['loopCardinality', 'completionCondition', 'loopDataInputRef', 'inputDataItem', 'collection'];
  if (own.some((key) => loop[key] !== undefined && loop[key] !== null)) return false;
  return Boolean(loop.isSequential) === (method === 'sequential');
}

function checkUserTask(el: ModdleElement): Message | null {
  let props;
  try {
    props = userTaskProps(el);
  } catch (error) {
    const field = error instanceof ZodError ? String(error.issues[0]?.path[0] ?? '') : '';
    return message('workflow.model.badTaskProps', { element: label(el), field });
  }
  if (el.loopCharacteristics && !markerMatches(el.loopCharacteristics as ModdleElement, props.approveMethod))
    return message('workflow.model.loopNotAllowed', { element: label(el) });
  const candidates = props.candidates.trim();
  if (NEEDS_IDS.has(props.candidateStrategy)) {
    const ids = candidates.split(',').map((s) => s.trim());
    if (!candidates || ids.some((id) => !/^\d{1,18}$/.test(id))) {
      return message('workflow.model.noCandidates', { element: label(el) });
    }
  }
  if (props.candidateStrategy === 'expression') {
    if (!candidates || feelProblem(candidates)) {
      return message('workflow.model.badExpression', { element: label(el), expression: candidates });
    }
  }
  if (props.approveMethod === 'ratio' && props.passRatio === undefined) {
    return message('workflow.model.noPassRatio', { element: label(el) });
  }
  return null;
}

function checkFlow(el: ModdleElement): Message | null {
  const condition = el.conditionExpression as ModdleElement | undefined;
  if (!condition) return null;
  const body = String(condition.body ?? '').trim();
  if (condition.language || feelBody(body) === null) {
    return message('workflow.model.scriptCondition', { element: label(el) });
  }
  if (feelProblem(body))
    return message('workflow.model.badExpression', { element: label(el), expression: body });
  return null;
}

function checkEvent(el: ModdleElement): Message | null {
  const definitions = (el.eventDefinitions ?? []) as ModdleElement[];
  if (el.$type === 'bpmn:BoundaryEvent') {
    const timer = definitions[0];
    if (definitions.length !== 1 || timer?.$type !== 'bpmn:TimerEventDefinition') {
      return message('workflow.model.unsupported', { element: label(el), type: el.$type });
    }
    const value = (timer.timeDuration ?? timer.timeDate ?? timer.timeCycle) as ModdleElement | undefined;
    const text = String(value?.body ?? '').trim();
    if (!text || (feelBody(text) !== null ? feelProblem(text) : !/^(P|R\d*\/|\d{4}-)/.test(text))) {
      return message('workflow.model.badTimer', { element: label(el) });
    }
    return null;
  }
  if (definitions.length > 0)
    return message('workflow.model.unsupported', { element: label(el), type: el.$type });
  return null;
}

/**
 * Refuses a model the engine must not run, naming the element: anything outside the subset (script, service and
 * send tasks, sub-processes, message events…), script or non-FEEL conditions, user tasks without candidates, and
 * whatever bpmnlint's structural rules find. Answers the process key and name.
 */
export async function validateModel(xml: string): Promise<{ key: string; name: string }> {
  const moddle = createModdle();
  let parsed;
  try {
    parsed = await moddle.fromXML(xml);
  } catch (error) {
    throw new ServiceError('workflow.model.invalidXml', {
      reason: error instanceof Error ? error.message.split('\n')[0]! : String(error),
    });
  }
  if (parsed.warnings.length > 0) {
    throw new ServiceError('workflow.model.invalidXml', {
      reason: parsed.warnings[0]!.message.split('\n')[0]!,
    });
  }
  const processes = processesOf(parsed.rootElement);
  if (processes.length !== 1) throw new ServiceError('workflow.model.oneProcess');
  const process = processes[0]!;
  for (const el of flowElementsOf(process)) {
    if (!ALLOWED.has(el.$type)) {
      throw ServiceError.of(message('workflow.model.unsupported', { element: label(el), type: el.$type }));
    }
    const problem =
      el.$type === 'bpmn:UserTask'
        ? checkUserTask(el)
        : el.$type === 'bpmn:SequenceFlow'
          ? checkFlow(el)
          : el.$type.endsWith('Event')
            ? checkEvent(el)
            : null;
    if (problem) throw ServiceError.of(problem);
  }
  const results = await newLinter().lint(parsed.rootElement);
  for (const [rule, reports] of Object.entries(results)) {
    const report = reports.find((r) => (r.category ?? 'error') === 'error');
    if (!report) continue;
    const el = report.id ? parsed.elementsById[report.id] : undefined;
    const known = messageIfAny(`workflow.lint.${rule}`);
    const element = el ? label(el) : (report.id ?? '-');
    throw ServiceError.of(
      known
        ? { key: known.key, params: { element } }
        : message('workflow.model.unsupported', { element, type: rule }),
    );
  }
  const info = describeProcess(parsed.rootElement);
  if (info.userTasks.length === 0) throw new ServiceError('workflow.model.noUserTask');
  return { key: info.processId, name: info.name };
}
