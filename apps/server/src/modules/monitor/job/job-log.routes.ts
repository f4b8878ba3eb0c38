import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  jobLogFilterSchema,
  jobLogVoSchema,
  JobPermission as P,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import type { JobService } from './job.service.js';

const TITLE = '调度日志';
const listQuery = listQuerySchema.extend(jobLogFilterSchema.shape);

export const jobLogRoutes: FastifyPluginAsync<{ jobs: JobService }> = async (base, { jobs: service }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['monitor/jobLog'];

  app.get(
    '/monitor/jobLog/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(jobLogVoSchema) } },
    },
    async (request) => {
      const q = request.query;
      const filter = { ...q, begin: q['params[beginTime]'], end: q['params[endTime]'] };
      const { rows, total } = await service.logs(request.user!.tenantId, filter, q);
      return table(request.lang, rows, total);
    },
  );

  app.delete(
    '/monitor/jobLog/clean',
    {
      config: { access: { permission: P.REMOVE }, log: { title: TITLE, businessType: BusinessType.CLEAN } },
      schema: { tags, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.cleanLogs(request.user!.tenantId);
      return ok(request.lang, null);
    },
  );

  app.get(
    '/monitor/jobLog/:jobLogId',
    {
      config: { access: { permission: P.QUERY } },
      schema: {
        tags,
        params: z.object({ jobLogId: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(jobLogVoSchema) },
      },
    },
    async (request) => ok(request.lang, await service.log(request.user!.tenantId, request.params.jobLogId)),
  );

  app.delete(
    '/monitor/jobLog/:jobLogIds',
    {
      config: { access: { permission: P.REMOVE }, log: { title: TITLE, businessType: BusinessType.DELETE } },
      schema: { tags, params: z.object({ jobLogIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.removeLogs(request.user!.tenantId, request.params.jobLogIds);
      return ok(request.lang, null);
    },
  );
};
