import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  cronNextTimesQuerySchema,
  emptyResultSchema,
  idListParam,
  jobBodySchema,
  jobFilterSchema,
  jobHandlerVoSchema,
  jobRunBodySchema,
  jobStatusBodySchema,
  jobUpdateSchema,
  jobVoSchema,
  JobPermission as P,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { buildXlsx, sendXlsx, type XlsxColumn } from '../../../platform/http/xlsx.js';
import type { JobVo } from '@zcps/contracts';
import { nextRuns, toJobVo, type JobService } from './job.service.js';
import { message } from '../../../platform/i18n/format.js';

const TITLE = '定时任务';
const listQuery = listQuerySchema.extend(jobFilterSchema.shape);
const jobIdParam = z.object({ jobId: z.coerce.number().int().positive() });

const columns: XlsxColumn<JobVo>[] = [
  { header: message('job.column.jobId'), value: (r) => r.jobId, width: 10 },
  { header: message('job.column.jobName'), value: (r) => r.jobName, width: 24 },
  { header: message('job.column.jobGroup'), value: (r) => r.jobGroup },
  { header: message('job.column.invokeTarget'), value: (r) => r.invokeTarget, width: 22 },
  { header: message('job.column.jobParams'), value: (r) => r.jobParams, width: 30 },
  { header: message('job.column.cronExpression'), value: (r) => r.cronExpression, width: 20 },
  {
    header: message('job.column.status'),
    value: (r) => (r.status === '0' ? '正常/Normal' : '暂停/Paused'),
  },
  { header: message('job.column.nextValidTime'), value: (r) => r.nextValidTime, width: 20 },
];

export const jobRoutes: FastifyPluginAsync<{ jobs: JobService }> = async (base, { jobs: service }) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['monitor/job'];

  app.get(
    '/monitor/job/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(jobVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!.tenantId, request.query, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    '/monitor/job/handlers',
    {
      config: { access: { permission: [P.LIST, P.ADD, P.EDIT] } },
      schema: { tags, response: { 200: resultSchema(z.array(jobHandlerVoSchema)) } },
    },
    async (request) => ok(request.lang, service.handlers(request.lang)),
  );

  app.get(
    '/monitor/job/cron/nextTimes',
    {
      config: { access: { permission: [P.LIST, P.ADD, P.EDIT] } },
      schema: {
        tags,
        querystring: cronNextTimesQuerySchema,
        response: { 200: resultSchema(z.array(z.string())) },
      },
    },
    async (request) => {
      const runs = nextRuns(request.query.cronExpression, request.query.count);
      return ok(
        request.lang,
        runs.map((d) => formatDateTime(d)!),
      );
    },
  );

  app.get(
    '/monitor/job/:jobId',
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, params: jobIdParam, response: { 200: resultSchema(jobVoSchema) } },
    },
    async (request) =>
      ok(request.lang, toJobVo(await service.get(request.user!.tenantId, request.params.jobId))),
  );

  app.post(
    '/monitor/job',
    {
      config: { access: { permission: P.ADD }, log: { title: TITLE, businessType: BusinessType.INSERT } },
      schema: { tags, body: jobBodySchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => {
      const user = request.user!;
      return ok(request.lang, await service.create(user.tenantId, user.userId, request.body));
    },
  );

  app.put(
    '/monitor/job',
    {
      config: { access: { permission: P.EDIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: { tags, body: jobUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      const { jobId, ...body } = request.body;
      await service.update(request.user!.tenantId, request.user!.userId, jobId, body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/monitor/job/changeStatus',
    {
      config: {
        access: { permission: P.CHANGE_STATUS },
        log: { title: TITLE, businessType: BusinessType.UPDATE },
      },
      schema: { tags, body: jobStatusBodySchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      const { jobId, status } = request.body;
      await service.changeStatus(request.user!.tenantId, request.user!.userId, jobId, status);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/monitor/job/run',
    {
      config: { access: { permission: P.RUN }, log: { title: TITLE, businessType: BusinessType.OTHER } },
      schema: { tags, body: jobRunBodySchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.runNow(request.user!.tenantId, request.body.jobId);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/monitor/job/:jobIds',
    {
      config: { access: { permission: P.REMOVE }, log: { title: TITLE, businessType: BusinessType.DELETE } },
      schema: { tags, params: z.object({ jobIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!.tenantId, request.params.jobIds);
      return ok(request.lang, null);
    },
  );

  app.post(
    '/monitor/job/export',
    {
      config: { access: { permission: P.EXPORT }, log: { title: TITLE, businessType: BusinessType.EXPORT } },
      schema: { tags, querystring: jobFilterSchema, body: jobFilterSchema.optional() },
    },
    async (request, reply) => {
      const filter = { ...request.query, ...(request.body ?? {}) };
      const rows = await service.all(request.user!.tenantId, filter, { pageNum: 1, pageSize: 500 });
      const file = await buildXlsx(request.lang, TITLE, columns, rows);
      return sendXlsx(reply, request.t('job.file'), file);
    },
  );
};
