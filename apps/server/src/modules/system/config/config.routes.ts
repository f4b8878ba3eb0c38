import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  configBodySchema,
  configByKeySchema,
  configFilterSchema,
  configKeySchema,
  ConfigPermission as P,
  configUpdateSchema,
  configVoSchema,
  emptyResultSchema,
  idListParam,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { exportDatesShape, mergeExportFilters } from '../../../platform/http/export-query.js';
import { toConfigVo, type ConfigAdminService } from './config-admin.service.js';

const TITLE = '参数管理';
const listQuery = listQuerySchema.extend(configFilterSchema.shape);
const exportFilters = configFilterSchema.extend(exportDatesShape);

/** /system/config: system parameters (sys_config), read through ConfigService's cache. */
export const configRoutes: FastifyPluginAsync<{ configs: ConfigAdminService }> = async (
  base,
  { configs: service },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/config'];
  const log = (businessType: BusinessType) => ({ title: TITLE, businessType });

  app.get(
    '/system/config/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(configVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!.tenantId, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    '/system/config/configKey/:configKey',
    {
      // Public keys for any sign-in, the others with system:config:query (checked in the service).
      config: { access: 'login' },
      schema: {
        tags,
        params: z.object({ configKey: configKeySchema }),
        response: { 200: resultSchema(z.string()) },
      },
    },
    async (request) => ok(request.lang, await service.valueOf(request.user!, request.params.configKey)),
  );

  app.post(
    '/system/config/export',
    {
      config: { access: { permission: P.EXPORT }, log: log(BusinessType.EXPORT) },
      schema: { tags, querystring: exportFilters, body: exportFilters.optional() },
    },
    async (request, reply) => {
      const filters = mergeExportFilters(request.query, request.body);
      const file = await service.export(request.user!.tenantId, filters, request.lang);
      return sendXlsx(reply, request.t('config.file'), file);
    },
  );

  app.delete(
    '/system/config/refreshCache',
    {
      config: { access: { permission: P.REMOVE }, log: log(BusinessType.CLEAN) },
      schema: { tags, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.refreshCache(request.user!.tenantId);
      return ok(request.lang, null);
    },
  );

  app.get(
    '/system/config/:configId',
    {
      config: { access: { permission: P.QUERY } },
      schema: {
        tags,
        params: z.object({ configId: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(configVoSchema) },
      },
    },
    async (request) =>
      ok(request.lang, toConfigVo(await service.get(request.user!.tenantId, request.params.configId))),
  );

  app.post(
    '/system/config',
    {
      config: { access: { permission: P.ADD }, log: log(BusinessType.INSERT) },
      schema: { tags, body: configBodySchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await service.create(request.user!, request.body)),
  );

  app.put(
    '/system/config/updateByKey',
    {
      config: { access: { permission: P.EDIT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: configByKeySchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      const { configKey, configValue } = request.body;
      await service.updateByKey(request.user!, configKey, configValue);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/system/config',
    {
      config: { access: { permission: P.EDIT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: configUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      const { configId, ...body } = request.body;
      await service.update(request.user!, configId, body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/system/config/:configIds',
    {
      config: { access: { permission: P.REMOVE }, log: log(BusinessType.DELETE) },
      schema: { tags, params: z.object({ configIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!.tenantId, request.params.configIds);
      return ok(request.lang, null);
    },
  );
};
