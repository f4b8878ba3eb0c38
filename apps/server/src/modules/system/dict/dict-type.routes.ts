import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  DictPermission as P,
  dictTypeBodySchema,
  dictTypeFilterSchema,
  dictTypeUpdateSchema,
  dictTypeVoSchema,
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
import { toDictTypeVo, type DictTypeService } from './dict-type.service.js';

const TITLE = '字典类型';
const listQuery = listQuerySchema.extend(dictTypeFilterSchema.shape);
const exportFilters = dictTypeFilterSchema.extend(exportDatesShape);

/** /system/dict/type: dictionary types (the entries themselves are under /system/dict/data). */
export const dictTypeRoutes: FastifyPluginAsync<{ dictTypes: DictTypeService }> = async (
  base,
  { dictTypes: service },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/dict'];
  const log = (businessType: BusinessType) => ({ title: TITLE, businessType });

  app.get(
    '/system/dict/type/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(dictTypeVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!.tenantId, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    '/system/dict/type/optionselect',
    {
      config: { access: 'login' },
      schema: { tags, response: { 200: resultSchema(z.array(dictTypeVoSchema)) } },
    },
    async (request) => ok(request.lang, await service.options(request.user!.tenantId)),
  );

  app.post(
    '/system/dict/type/export',
    {
      config: { access: { permission: P.EXPORT }, log: log(BusinessType.EXPORT) },
      schema: { tags, querystring: exportFilters, body: exportFilters.optional() },
    },
    async (request, reply) => {
      const filters = mergeExportFilters(request.query, request.body);
      const file = await service.export(request.user!.tenantId, filters, request.lang);
      return sendXlsx(reply, request.t('dictType.file'), file);
    },
  );

  app.delete(
    '/system/dict/type/refreshCache',
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
    '/system/dict/type/:dictId',
    {
      config: { access: { permission: P.QUERY } },
      schema: {
        tags,
        params: z.object({ dictId: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(dictTypeVoSchema) },
      },
    },
    async (request) =>
      ok(request.lang, toDictTypeVo(await service.get(request.user!.tenantId, request.params.dictId))),
  );

  app.post(
    '/system/dict/type',
    {
      config: { access: { permission: P.ADD }, log: log(BusinessType.INSERT) },
      schema: { tags, body: dictTypeBodySchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await service.create(request.user!, request.body)),
  );

  app.put(
    '/system/dict/type',
    {
      config: { access: { permission: P.EDIT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: dictTypeUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      const { dictId, ...body } = request.body;
      await service.update(request.user!, dictId, body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/system/dict/type/:dictIds',
    {
      config: { access: { permission: P.REMOVE }, log: log(BusinessType.DELETE) },
      schema: { tags, params: z.object({ dictIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!.tenantId, request.params.dictIds);
      return ok(request.lang, null);
    },
  );
};
