import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  loginLogFilterSchema,
  loginLogVoSchema,
  MonitorPermission as P,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { exportDatesShape, mergeExportFilters } from '../../../platform/http/export-query.js';
import type { LoginLogService } from './logininfor.service.js';

const TITLE = '登录日志';
const listQuery = listQuerySchema.extend(loginLogFilterSchema.shape);
const exportFilters = loginLogFilterSchema.extend(exportDatesShape);

export const loginLogRoutes: FastifyPluginAsync<{ loginLogs: LoginLogService }> = async (
  base,
  { loginLogs: service },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['monitor/logininfor'];

  app.get(
    '/monitor/logininfor/list',
    {
      config: { access: { permission: P.LOGININFOR_LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(loginLogVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!.tenantId, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    '/monitor/logininfor/export',
    {
      config: {
        access: { permission: P.LOGININFOR_EXPORT },
        log: { title: TITLE, businessType: BusinessType.EXPORT },
      },
      schema: { tags, querystring: exportFilters, body: exportFilters.optional() },
    },
    async (request, reply) => {
      const filters = mergeExportFilters(request.query, request.body);
      const file = await service.export(request.user!.tenantId, filters, request.lang);
      return sendXlsx(reply, request.t('loginLog.file'), file);
    },
  );

  app.delete(
    '/monitor/logininfor/clean',
    {
      config: {
        access: { permission: P.LOGININFOR_REMOVE },
        log: { title: TITLE, businessType: BusinessType.CLEAN },
      },
      schema: { tags, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.clean(request.user!.tenantId);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/monitor/logininfor/:infoIds',
    {
      config: {
        access: { permission: P.LOGININFOR_REMOVE },
        log: { title: TITLE, businessType: BusinessType.DELETE },
      },
      schema: { tags, params: z.object({ infoIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!.tenantId, request.params.infoIds);
      return ok(request.lang, null);
    },
  );

  app.get(
    '/monitor/logininfor/unlock/:userName',
    {
      config: {
        access: { permission: P.LOGININFOR_UNLOCK },
        log: { title: TITLE, businessType: BusinessType.OTHER },
      },
      schema: {
        tags,
        params: z.object({ userName: z.string().trim().min(1).max(50) }),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.unlock(request.user!.tenantId, request.params.userName);
      return ok(request.lang, null);
    },
  );
};
