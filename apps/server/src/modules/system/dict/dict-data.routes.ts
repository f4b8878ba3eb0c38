import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  DictPermission as P,
  dictDataAdminVoSchema,
  dictDataBodySchema,
  dictDataFilterSchema,
  dictDataUpdateSchema,
  emptyResultSchema,
  idListParam,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { toDictDataAdminVo, type DictDataService } from './dict-data.service.js';

const TITLE = '字典数据';
const listQuery = listQuerySchema.extend(dictDataFilterSchema.shape);

/** /system/dict/data: the entries of dictionary types (GET type/{dictType} lives in dict.routes.ts). */
export const dictDataRoutes: FastifyPluginAsync<{ dictData: DictDataService }> = async (
  base,
  { dictData: service },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/dict'];
  const log = (businessType: BusinessType) => ({ title: TITLE, businessType });

  app.get(
    '/system/dict/data/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(dictDataAdminVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!.tenantId, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    '/system/dict/data/export',
    {
      config: { access: { permission: P.EXPORT }, log: log(BusinessType.EXPORT) },
      schema: { tags, querystring: dictDataFilterSchema, body: dictDataFilterSchema.optional() },
    },
    async (request, reply) => {
      const filters = { ...request.query, ...(request.body ?? {}) };
      const file = await service.export(request.user!.tenantId, filters, request.lang);
      return sendXlsx(reply, request.t('dictData.file'), file);
    },
  );

  app.get(
    '/system/dict/data/:dictCode',
    {
      config: { access: { permission: P.QUERY } },
      schema: {
        tags,
        params: z.object({ dictCode: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(dictDataAdminVoSchema) },
      },
    },
    async (request) =>
      ok(request.lang, toDictDataAdminVo(await service.get(request.user!.tenantId, request.params.dictCode))),
  );

  app.post(
    '/system/dict/data',
    {
      config: { access: { permission: P.ADD }, log: log(BusinessType.INSERT) },
      schema: { tags, body: dictDataBodySchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await service.create(request.user!, request.body)),
  );

  app.put(
    '/system/dict/data',
    {
      config: { access: { permission: P.EDIT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: dictDataUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      const { dictCode, ...body } = request.body;
      await service.update(request.user!, dictCode, body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/system/dict/data/:dictCodes',
    {
      config: { access: { permission: P.REMOVE }, log: log(BusinessType.DELETE) },
      schema: { tags, params: z.object({ dictCodes: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!.tenantId, request.params.dictCodes);
      return ok(request.lang, null);
    },
  );
};
