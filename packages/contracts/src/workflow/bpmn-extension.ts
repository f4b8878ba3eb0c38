import { z } from 'zod';

/**
 * The `zcps` BPMN extension: the only properties the designer offers and the engine executes. The designer writes
 * them as attributes on the element (`zcps:approveMethod="ratio"`); the server reads them at deploy time and turns
 * them into what the engine runs (multi-instance collection, completion condition, timers). Camunda Modeler can
 * still open the files: unknown attributes are kept.
 */
export const ZCPS_BPMN_PREFIX = 'zcps';
export const ZCPS_BPMN_URI = 'http://zcps.dev/schema/bpmn/zcps';

/** Who may act on a user task. `initiatorLeader` = the leader of the initiator's department. */
export const candidateStrategies = [
  'user',
  'role',
  'dept',
  'post',
  'initiator',
  'initiatorLeader',
  'expression',
] as const;
export type CandidateStrategy = (typeof candidateStrategies)[number];

/**
 * How several candidates decide: `single` one task claimed by any candidate; `any` 或签 (first decision wins);
 * `all` 会签 (everyone passes, a rejection ends the node); `ratio` 票签 (pass when passRatio % have passed);
 * `sequential` 依次 (one after another).
 */
export const approveMethods = ['single', 'any', 'all', 'ratio', 'sequential'] as const;
export type ApproveMethod = (typeof approveMethods)[number];

/** The buttons a task offers; the server refuses an action the task does not offer. */
export const taskButtons = [
  'approve',
  'reject',
  'return',
  'delegate',
  'transfer',
  'addSign',
  'reduceSign',
  'cc',
  'terminate',
] as const;
export type TaskButton = (typeof taskButtons)[number];

export const timeoutActions = ['remind', 'approve', 'reject'] as const;
export type TimeoutAction = (typeof timeoutActions)[number];

/** Per form field: hidden, read-only or editable while this task is open. */
export const fieldPermissions = ['hidden', 'read', 'write'] as const;

/** Attributes on bpmn:UserTask (all optional in the XML; defaults applied by the server). */
export const userTaskPropsSchema = z.object({
  candidateStrategy: z.enum(candidateStrategies).default('user'),
  /** Comma-separated ids for user/role/dept/post, a FEEL expression (`=…`) for `expression`, empty otherwise. */
  candidates: z.string().max(2000).default(''),
  approveMethod: z.enum(approveMethods).default('single'),
  /** 票签 pass percentage, 1–100; only with approveMethod `ratio`. */
  passRatio: z.coerce.number().int().min(1).max(100).optional(),
  /** Form schema key (form builder) shown on the task; empty = the start form read-only. */
  formKey: z.string().max(100).optional(),
  /** Comma-separated TaskButton list; empty = approve,reject,return. */
  buttons: z.string().max(200).optional(),
  /** JSON object field → hidden|read|write. */
  fieldPermissions: z.string().max(4000).optional(),
  /** Hours after which timeoutAction happens (a stored timer, not setTimeout). */
  timeoutHours: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .optional(),
  timeoutAction: z.enum(timeoutActions).optional(),
});
export type UserTaskProps = z.infer<typeof userTaskPropsSchema>;

/** Attributes on bpmn:StartEvent. */
export const startEventPropsSchema = z.object({ formKey: z.string().max(100).optional() });

/**
 * Conditions on sequence flows are standard `bpmn:conditionExpression` bodies written in FEEL with a leading `=`
 * (e.g. `=days > 3`); script conditions are refused at deploy.
 */
export const FEEL_PREFIX = '=';

/** The moddle descriptor both bpmn-js (moddleExtensions) and the engine (moddleOptions) load. */
export const zcpsModdleDescriptor = {
  name: 'zcps',
  uri: ZCPS_BPMN_URI,
  prefix: ZCPS_BPMN_PREFIX,
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'UserTaskProps',
      extends: ['bpmn:UserTask'],
      properties: [
        { name: 'candidateStrategy', isAttr: true, type: 'String' },
        { name: 'candidates', isAttr: true, type: 'String' },
        { name: 'approveMethod', isAttr: true, type: 'String' },
        { name: 'passRatio', isAttr: true, type: 'Integer' },
        { name: 'formKey', isAttr: true, type: 'String' },
        { name: 'buttons', isAttr: true, type: 'String' },
        { name: 'fieldPermissions', isAttr: true, type: 'String' },
        { name: 'timeoutHours', isAttr: true, type: 'Real' },
        { name: 'timeoutAction', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'StartEventProps',
      extends: ['bpmn:StartEvent'],
      properties: [{ name: 'formKey', isAttr: true, type: 'String' }],
    },
  ],
} as const;
