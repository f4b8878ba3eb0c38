import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  dataSourceCreateSchema,
  dataSourceFilterSchema,
  DataSourcePermission as P,
  dataSourceStatusSchema,
  dataSourceTestSchema,
  dataSourceUpdateSchema,
  dataSourceVoSchema,
  emptyResultSchema,
  idListParam,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, okMsg, table } from '../../../platform/http/envelope.js';
import type { DataSourceService } from './datasource.service.js';

const TITLE = '数据源配置';
const listQuery = listQuerySchema.extend(dataSourceFilterSchema.shape);

export const dataSourceRoutes: FastifyPluginAsync<{ dataSources: DataSourceService }> = async (
  base,
  { dataSources: service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/dataSource'];

  app.get(
    '/system/dataSource/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(dataSourceVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    '/system/dataSource/test',
    {
      config: { access: { permission: [P.QUERY, P.ADD, P.EDIT], mode: 'or' } },
      schema: {
        tags,
        description: 'Connects to a stored source (`dataSourceId`) or the given fields; answers the version.',
        body: dataSourceTestSchema,
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      const version = await service.test(request.user!, request.body);
      return okMsg(request.t('dataSource.connected', { version }));
    },
  );

  app.get(
    '/system/dataSource/:dataSourceId',
    {
      config: { access: { permission: P.QUERY } },
      schema: {
        tags,
        params: z.object({ dataSourceId: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(dataSourceVoSchema) },
      },
    },
    async (request) => ok(request.lang, await service.get(request.user!, request.params.dataSourceId)),
  );

  app.post(
    '/system/dataSource',
    {
      config: { access: { permission: P.ADD }, log: { title: TITLE, businessType: BusinessType.INSERT } },
      schema: { tags, body: dataSourceCreateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.create(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/system/dataSource',
    {
      config: { access: { permission: P.EDIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: { tags, body: dataSourceUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/system/dataSource/changeStatus',
    {
      config: { access: { permission: P.EDIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: { tags, body: dataSourceStatusSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.changeStatus(request.user!, request.body.dataSourceId, request.body.status);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/system/dataSource/:dataSourceIds',
    {
      config: { access: { permission: P.REMOVE }, log: { title: TITLE, businessType: BusinessType.DELETE } },
      schema: {
        tags,
        params: z.object({ dataSourceIds: idListParam }),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.remove(request.user!, request.params.dataSourceIds);
      return ok(request.lang, null);
    },
  );
};
