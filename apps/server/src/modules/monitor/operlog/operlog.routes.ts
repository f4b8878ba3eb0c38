import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  MonitorPermission as P,
  operLogFilterSchema,
  operLogVoSchema,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { exportDatesShape, mergeExportFilters } from '../../../platform/http/export-query.js';
import type { OperLogService } from './operlog.service.js';

const TITLE = '操作日志';
const listQuery = listQuerySchema.extend(operLogFilterSchema.shape);
const exportFilters = operLogFilterSchema.extend(exportDatesShape);

export const operLogRoutes: FastifyPluginAsync<{ operLogs: OperLogService }> = async (
  base,
  { operLogs: service },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['monitor/operlog'];

  app.get(
    '/monitor/operlog/list',
    {
      config: { access: { permission: P.OPERLOG_LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(operLogVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!.tenantId, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    '/monitor/operlog/export',
    {
      config: {
        access: { permission: P.OPERLOG_EXPORT },
        log: { title: TITLE, businessType: BusinessType.EXPORT },
      },
      schema: { tags, querystring: exportFilters, body: exportFilters.optional() },
    },
    async (request, reply) => {
      const filters = mergeExportFilters(request.query, request.body);
      const file = await service.export(request.user!.tenantId, filters, request.lang);
      return sendXlsx(reply, request.t('operLog.file'), file);
    },
  );

  app.delete(
    '/monitor/operlog/clean',
    {
      config: {
        access: { permission: P.OPERLOG_REMOVE },
        log: { title: TITLE, businessType: BusinessType.CLEAN },
      },
      schema: { tags, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.clean(request.user!.tenantId);
      return ok(request.lang, null);
    },
  );

  app.get(
    '/monitor/operlog/:operId',
    {
      config: { access: { permission: [P.OPERLOG_QUERY, P.OPERLOG_LIST] } },
      schema: {
        tags,
        params: z.object({ operId: z.coerce.number().int().min(1) }),
        response: { 200: resultSchema(operLogVoSchema) },
      },
    },
    async (request) => ok(request.lang, await service.detail(request.user!.tenantId, request.params.operId)),
  );

  app.delete(
    '/monitor/operlog/:operIds',
    {
      config: {
        access: { permission: P.OPERLOG_REMOVE },
        log: { title: TITLE, businessType: BusinessType.DELETE },
      },
      schema: { tags, params: z.object({ operIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!.tenantId, request.params.operIds);
      return ok(request.lang, null);
    },
  );
};
