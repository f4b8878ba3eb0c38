import {
  approveMethods,
  candidateStrategies,
  FEEL_PREFIX,
  fieldPermissions as fieldPermissionValues,
  taskButtons,
  timeoutActions,
  type ApproveMethod,
  type CandidateStrategy,
  type TaskButton,
  type TimeoutAction,
} from '@zcps/contracts';

/**
 * What the properties panel reads from and writes to a BPMN element, kept apart from bpmn-js so it can be tested
 * on plain moddle objects: `read*` turns an element's business object into form values, `*Update` turns form
 * values into the properties `modeling.updateProperties` writes (undefined removes an attribute).
 */

/** The part of a moddle element the panel touches. */
export interface ModdleLike {
  $type: string;
  id?: string;
  name?: string;
  get(name: string): unknown;
  loopCharacteristics?: { $type: string; isSequential?: boolean } | undefined;
  conditionExpression?: { $type: string; body?: string } | undefined;
  sourceRef?: { $type: string } | undefined;
}

/** Makes the moddle objects an update needs (bpmnFactory in the modeler, BpmnModdle in tests). */
export interface ModdleFactory {
  create(type: string, attrs: Record<string, unknown>): unknown;
}

export type PanelKind = 'userTask' | 'startEvent' | 'sequenceFlow' | 'process' | 'other';

export function kindOf(bo: ModdleLike | undefined): PanelKind {
  switch (bo?.$type) {
    case 'bpmn:UserTask':
      return 'userTask';
    case 'bpmn:StartEvent':
      return 'startEvent';
    case 'bpmn:SequenceFlow':
      return 'sequenceFlow';
    case 'bpmn:Process':
      return 'process';
    default:
      return 'other';
  }
}

const z = (name: string) => `zcps:${name}`;
const str = (bo: ModdleLike, name: string) => {
  const value = bo.get(z(name));
  return value === undefined || value === null ? '' : String(value);
};
const num = (bo: ModdleLike, name: string) => {
  const value = Number(bo.get(z(name)));
  return bo.get(z(name)) === undefined || Number.isNaN(value) ? undefined : value;
};
const blank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** Strategies whose candidates are ids chosen from a picker. */
export const idStrategies: readonly CandidateStrategy[] = ['user', 'role', 'dept', 'post'];
export const DEFAULT_BUTTONS: readonly TaskButton[] = ['approve', 'reject', 'return'];

export type FieldPermission = (typeof fieldPermissionValues)[number];
export interface FieldPermissionRow {
  field: string;
  permission: FieldPermission;
}

export interface UserTaskForm {
  name: string;
  candidateStrategy: CandidateStrategy;
  /** Ids for user/role/dept/post. */
  candidateIds: number[];
  /** FEEL for `expression`. */
  candidateExpression: string;
  approveMethod: ApproveMethod;
  passRatio?: number;
  formKey: string;
  buttons: TaskButton[];
  fieldPermissions: FieldPermissionRow[];
  timeoutHours?: number;
  timeoutAction?: TimeoutAction;
}

export function parseFieldPermissions(json: string): FieldPermissionRow[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
    return Object.entries(parsed as Record<string, unknown>)
      .filter(([, p]) => typeof p === 'string' && (fieldPermissionValues as readonly string[]).includes(p))
      .map(([field, p]) => ({ field, permission: p as FieldPermission }));
  } catch {
    return [];
  }
}

export function readUserTask(bo: ModdleLike): UserTaskForm {
  const strategy = oneOf(candidateStrategies, str(bo, 'candidateStrategy'), 'user');
  const candidates = str(bo, 'candidates');
  const buttons = str(bo, 'buttons')
    .split(',')
    .map((b) => b.trim())
    .filter((b): b is TaskButton => (taskButtons as readonly string[]).includes(b));
  const action = str(bo, 'timeoutAction');
  return {
    name: bo.name ?? '',
    candidateStrategy: strategy,
    candidateIds: idStrategies.includes(strategy)
      ? candidates
          .split(',')
          .map((id) => Number(id.trim()))
          .filter((id) => Number.isInteger(id) && id > 0)
      : [],
    candidateExpression: strategy === 'expression' ? candidates : '',
    approveMethod: oneOf(approveMethods, str(bo, 'approveMethod'), 'single'),
    passRatio: num(bo, 'passRatio'),
    formKey: str(bo, 'formKey'),
    buttons: buttons.length ? buttons : [...DEFAULT_BUTTONS],
    fieldPermissions: parseFieldPermissions(str(bo, 'fieldPermissions')),
    timeoutHours: num(bo, 'timeoutHours'),
    timeoutAction: (timeoutActions as readonly string[]).includes(action)
      ? (action as TimeoutAction)
      : undefined,
  };
}

/** The multi-instance marker an approve method draws: none, parallel (三竖线) or sequential (三横线). */
export function loopMarkerOf(method: ApproveMethod): 'none' | 'parallel' | 'sequential' {
  if (method === 'single') return 'none';
  return method === 'sequential' ? 'sequential' : 'parallel';
}

function currentMarker(bo: ModdleLike): 'none' | 'parallel' | 'sequential' | 'other' {
  const loop = bo.loopCharacteristics;
  if (!loop) return 'none';
  if (loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics') return 'other';
  return loop.isSequential ? 'sequential' : 'parallel';
}

export function userTaskUpdate(
  form: UserTaskForm,
  bo: ModdleLike,
  factory: ModdleFactory,
): Record<string, unknown> {
  const strategy = form.candidateStrategy;
  const candidates = idStrategies.includes(strategy)
    ? form.candidateIds.join(',')
    : strategy === 'expression'
      ? form.candidateExpression.trim()
      : '';
  const buttons = taskButtons.filter((b) => form.buttons.includes(b));
  const sameAsDefault =
    buttons.length === DEFAULT_BUTTONS.length && DEFAULT_BUTTONS.every((b) => buttons.includes(b));
  const permissions = Object.fromEntries(
    form.fieldPermissions.filter((row) => row.field.trim()).map((row) => [row.field.trim(), row.permission]),
  );
  const props: Record<string, unknown> = {
    name: blank(form.name),
    [z('candidateStrategy')]: strategy,
    [z('candidates')]: blank(candidates),
    [z('approveMethod')]: form.approveMethod,
    [z('passRatio')]: form.approveMethod === 'ratio' ? form.passRatio : undefined,
    [z('formKey')]: blank(form.formKey),
    [z('buttons')]: sameAsDefault ? undefined : buttons.join(','),
    [z('fieldPermissions')]: Object.keys(permissions).length ? JSON.stringify(permissions) : undefined,
    [z('timeoutHours')]: form.timeoutHours || undefined,
    [z('timeoutAction')]: form.timeoutHours ? (form.timeoutAction ?? 'remind') : undefined,
  };
  const wanted = loopMarkerOf(form.approveMethod);
  if (wanted !== currentMarker(bo)) {
    props.loopCharacteristics =
      wanted === 'none'
        ? undefined
        : factory.create('bpmn:MultiInstanceLoopCharacteristics', {
            isSequential: wanted === 'sequential',
          });
  }
  return props;
}

export function readStartEvent(bo: ModdleLike) {
  return { name: bo.name ?? '', formKey: str(bo, 'formKey') };
}

export function startEventUpdate(form: { name: string; formKey: string }): Record<string, unknown> {
  return { name: blank(form.name), [z('formKey')]: blank(form.formKey) };
}

export function readSequenceFlow(bo: ModdleLike) {
  return { name: bo.name ?? '', condition: bo.conditionExpression?.body ?? '' };
}

/** A condition is FEEL with a leading `=`; anything else is refused at deploy, so the panel says so first. */
export function isFeel(condition: string): boolean {
  const text = condition.trim();
  return text === '' || (text.startsWith(FEEL_PREFIX) && text.length > FEEL_PREFIX.length);
}

export function sequenceFlowUpdate(
  form: { name: string; condition: string },
  factory: ModdleFactory,
): Record<string, unknown> {
  const body = form.condition.trim();
  return {
    name: blank(form.name),
    conditionExpression: body ? factory.create('bpmn:FormalExpression', { body }) : undefined,
  };
}

/** Whether a flow can carry a condition at all: those leaving a gateway (an activity's would draw a diamond). */
export function acceptsCondition(bo: ModdleLike): boolean {
  const source = bo.sourceRef?.$type ?? '';
  return source.endsWith('Gateway') || Boolean(bo.conditionExpression);
}

export function readProcess(bo: ModdleLike) {
  return { key: bo.id ?? '', name: bo.name ?? '' };
}

export function processUpdate(form: { key: string; name: string }): Record<string, unknown> {
  return { id: form.key.trim(), name: blank(form.name) };
}
