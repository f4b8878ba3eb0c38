import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  resultSchema,
  tableSchema,
  wfAddSignSchema,
  wfApproveSchema,
  wfCcSchema,
  wfCcVoSchema,
  wfDefinitionVoSchema,
  wfDelegateSchema,
  wfDoneVoSchema,
  wfInstanceActionSchema,
  wfInstanceDetailSchema,
  wfInstanceFilterSchema,
  wfInstanceVoSchema,
  wfReduceSignSchema,
  wfRejectSchema,
  wfReturnSchema,
  wfReturnTargetSchema,
  wfStartSchema,
  wfTaskCountSchema,
  wfTaskFilterSchema,
  wfTodoVoSchema,
  wfTransferSchema,
  WorkflowPermission as P,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import type { DefinitionService } from '../definition/definition.service.js';
import type { ProcessService } from './process.service.js';
import type { TaskQueryService } from './task-query.service.js';
import type { TaskService } from './task.service.js';

export interface ProcessRoutesOptions {
  processes: ProcessService;
  tasks: TaskService;
  queries: TaskQueryService;
  definitions: DefinitionService;
}

const instanceParam = z.object({ instanceId: z.coerce.number().int().positive() });
const taskParam = z.object({ taskId: z.coerce.number().int().positive() });
const taskList = listQuerySchema.extend(wfTaskFilterSchema.shape);
const PROCESS = '流程实例';
const TASK = '流程任务';

/** Starting processes, 我发起的 and the detail page, and the task actions of 我的待办. */
export const processRoutes: FastifyPluginAsync<ProcessRoutesOptions> = async (base, options) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { processes, tasks, queries, definitions } = options;
  const processTags = ['workflow/process'];

  app.get(
    '/workflow/process/startable',
    {
      config: { access: { permission: P.PROCESS_START } },
      schema: { tags: processTags, response: { 200: resultSchema(z.array(wfDefinitionVoSchema)) } },
    },
    async (request) => ok(request.lang, await definitions.startable(request.user!)),
  );
  app.post(
    '/workflow/process/start',
    {
      config: {
        access: { permission: P.PROCESS_START },
        log: { title: PROCESS, businessType: BusinessType.INSERT },
      },
      schema: { tags: processTags, body: wfStartSchema, response: { 200: resultSchema(wfInstanceVoSchema) } },
    },
    async (request) => ok(request.lang, await processes.startAndShow(request.user!, request.body)),
  );

  const instanceTags = ['workflow/instance'];
  app.get(
    '/workflow/instance/list',
    {
      config: { access: { permission: P.OWN_LIST } },
      schema: {
        tags: instanceTags,
        querystring: listQuerySchema.extend(wfInstanceFilterSchema.shape),
        response: { 200: tableSchema(wfInstanceVoSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await processes.own(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );
  app.get(
    '/workflow/instance/detail/:instanceId',
    {
      config: { access: { permission: P.PROCESS_QUERY } },
      schema: {
        tags: instanceTags,
        params: instanceParam,
        response: { 200: resultSchema(wfInstanceDetailSchema) },
      },
    },
    async (request) => ok(request.lang, await processes.detail(request.user!, request.params.instanceId)),
  );
  app.put(
    '/workflow/instance/withdraw/:instanceId',
    {
      config: {
        access: { permission: P.OWN_CANCEL },
        log: { title: PROCESS, businessType: BusinessType.UPDATE },
      },
      schema: {
        tags: instanceTags,
        params: instanceParam,
        body: wfInstanceActionSchema.optional(),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await processes.withdraw(request.user!, request.params.instanceId, request.body?.comment ?? null);
      return ok(request.lang, null);
    },
  );
  app.put(
    '/workflow/instance/terminate/:instanceId',
    {
      config: {
        access: { permission: [P.DEPLOY_SUSPEND, P.TODO_REJECT], mode: 'or' },
        log: { title: PROCESS, businessType: BusinessType.UPDATE },
      },
      schema: {
        tags: instanceTags,
        description: 'Deployment admins (deploy:suspend), or a participant whose open task offers terminate.',
        params: instanceParam,
        body: wfInstanceActionSchema.optional(),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await processes.terminate(request.user!, request.params.instanceId, request.body?.comment ?? null);
      return ok(request.lang, null);
    },
  );
  for (const [action, suspend] of [
    ['suspend', true],
    ['activate', false],
  ] as const) {
    app.put(
      `/workflow/instance/${action}/:instanceId`,
      {
        config: {
          access: { permission: P.DEPLOY_SUSPEND },
          log: { title: PROCESS, businessType: BusinessType.UPDATE },
        },
        schema: { tags: instanceTags, params: instanceParam, response: { 200: emptyResultSchema } },
      },
      async (request) => {
        await processes.setSuspended(request.user!, request.params.instanceId, suspend);
        return ok(request.lang, null);
      },
    );
  }

  const taskTags = ['workflow/task'];
  app.get(
    '/workflow/task/todo',
    {
      config: { access: { permission: P.TODO_LIST } },
      schema: { tags: taskTags, querystring: taskList, response: { 200: tableSchema(wfTodoVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await queries.todo(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );
  app.get(
    '/workflow/task/done',
    {
      config: { access: { permission: P.FINISHED_LIST } },
      schema: { tags: taskTags, querystring: taskList, response: { 200: tableSchema(wfDoneVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await queries.done(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );
  app.get(
    '/workflow/task/cc',
    {
      config: { access: { permission: P.TODO_LIST } },
      schema: { tags: taskTags, querystring: taskList, response: { 200: tableSchema(wfCcVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await queries.cc(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );
  app.get(
    '/workflow/task/count',
    {
      config: { access: { permission: P.TODO_LIST } },
      schema: { tags: taskTags, response: { 200: resultSchema(wfTaskCountSchema) } },
    },
    async (request) => ok(request.lang, await queries.count(request.user!)),
  );
  app.get(
    '/workflow/task/returnTargets/:taskId',
    {
      config: { access: { permission: P.TODO_REJECT } },
      schema: {
        tags: taskTags,
        params: taskParam,
        response: { 200: resultSchema(z.array(wfReturnTargetSchema)) },
      },
    },
    async (request) => ok(request.lang, await tasks.returnTargets(request.user!, request.params.taskId)),
  );
  app.get(
    '/workflow/task/:taskId',
    {
      config: { access: { permission: [P.TODO_QUERY, P.TODO_LIST], mode: 'or' } },
      schema: { tags: taskTags, params: taskParam, response: { 200: resultSchema(wfTodoVoSchema) } },
    },
    async (request) => ok(request.lang, await queries.get(request.user!, request.params.taskId)),
  );

  const actions = [
    ['approve', P.TODO_APPROVE, wfApproveSchema, (u, b) => tasks.approve(u, b)],
    ['reject', P.TODO_REJECT, wfRejectSchema, (u, b) => tasks.reject(u, b)],
    ['return', P.TODO_REJECT, wfReturnSchema, (u, b) => tasks.return(u, b)],
    ['delegate', P.TODO_TRANSFER, wfDelegateSchema, (u, b) => tasks.delegate(u, b)],
    ['transfer', P.TODO_TRANSFER, wfTransferSchema, (u, b) => tasks.transfer(u, b)],
    ['addSign', P.TODO_TRANSFER, wfAddSignSchema, (u, b) => tasks.addSign(u, b)],
    ['reduceSign', P.TODO_TRANSFER, wfReduceSignSchema, (u, b) => tasks.reduceSign(u, b)],
    ['cc', P.TODO_APPROVE, wfCcSchema, (u, b) => tasks.cc(u, b)],
  ] as const satisfies readonly [
    string,
    string,
    z.ZodType,
    (user: Parameters<TaskService['cc']>[0], body: never) => Promise<void>,
  ][];
  for (const [action, permission, body, run] of actions) {
    app.post(
      `/workflow/task/${action}`,
      {
        config: { access: { permission }, log: { title: TASK, businessType: BusinessType.UPDATE } },
        schema: { tags: taskTags, body, response: { 200: emptyResultSchema } },
      },
      async (request) => {
        await (run as (user: unknown, body: unknown) => Promise<void>)(request.user!, request.body);
        return ok(request.lang, null);
      },
    );
  }
};
