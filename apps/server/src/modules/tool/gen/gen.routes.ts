import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  genDbTableSchema,
  GenPermission as P,
  genTableColumnSchema,
  genTableEditSchema,
  genTableFilterSchema,
  genTableInfoSchema,
  genTableSchema,
  idListParam,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import type { GenService } from './gen.service.js';

const TITLE = '代码生成';
const listQuery = listQuerySchema.extend(genTableFilterSchema.shape);
const tableIdParams = z.object({ tableId: z.coerce.number().int().positive() });
const tableRow = genTableSchema.omit({ columns: true });
/** The spec's /codegen/edit page reads with system:codegen:query as well as with the generator's own codes. */
const READ = { permission: [P.QUERY, P.CONFIG], mode: 'or' as const };

/** RuoYi-Vue-Plus 5.x GenController's table routes under /tool/gen (code emission: gen/code/). */
export const genRoutes: FastifyPluginAsync<{ gen: GenService }> = async (base, { gen: service }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['tool/gen'];

  app.get(
    '/tool/gen/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(tableRow) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    '/tool/gen/db/list',
    {
      config: { access: { permission: P.LIST } },
      schema: {
        tags,
        description: 'Tables of the data source `dataName` (default master) not imported yet.',
        querystring: listQuery,
        response: { 200: tableSchema(genDbTableSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.dbList(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    '/tool/gen/getDataNames',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, response: { 200: resultSchema(z.array(z.string())) } },
    },
    async (request) => ok(request.lang, await service.dataNames(request.user!)),
  );

  app.post(
    '/tool/gen/importTable',
    {
      config: { access: { permission: P.IMPORT }, log: { title: TITLE, businessType: BusinessType.IMPORT } },
      schema: {
        tags,
        description: '`tables`: comma-separated table names of the data source `dataName`.',
        querystring: z.object({
          tables: z.string().trim().min(1).max(4000),
          dataName: z.string().trim().max(64).optional(),
        }),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      const { tables, dataName } = request.query;
      await service.importTables(request.user!, tables.split(','), dataName || undefined);
      return ok(request.lang, null);
    },
  );

  app.get(
    '/tool/gen/column/:tableId',
    {
      config: { access: { permission: [P.LIST, P.QUERY, P.CONFIG], mode: 'or' } },
      schema: { tags, params: tableIdParams, response: { 200: tableSchema(genTableColumnSchema) } },
    },
    async (request) => {
      const rows = await service.columns(request.user!, request.params.tableId);
      return table(request.lang, rows, rows.length);
    },
  );

  app.get(
    '/tool/gen/synchDb/:tableId',
    {
      config: { access: { permission: P.EDIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: { tags, params: tableIdParams, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.sync(request.user!, request.params.tableId);
      return ok(request.lang, null);
    },
  );

  app.get(
    '/tool/gen/:tableId',
    {
      config: { access: READ },
      schema: { tags, params: tableIdParams, response: { 200: resultSchema(genTableInfoSchema) } },
    },
    async (request) => ok(request.lang, await service.info(request.user!, request.params.tableId)),
  );

  app.put(
    '/tool/gen',
    {
      config: { access: { permission: P.EDIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: { tags, body: genTableEditSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/tool/gen/:tableIds',
    {
      config: { access: { permission: P.REMOVE }, log: { title: TITLE, businessType: BusinessType.DELETE } },
      schema: { tags, params: z.object({ tableIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.tableIds);
      return ok(request.lang, null);
    },
  );
};
