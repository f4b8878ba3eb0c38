import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodObject, type ZodType } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  resultSchema,
  tableSchema,
  type CrudPermissionCodes,
  type Language,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { listQuerySchema, type ListQuery } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { localize, type Message } from '../../../platform/i18n/format.js';

/** What the generic routes call; a CatalogService is one. */
export interface CatalogCrud<Vo, Filter, Create> {
  list(caller: LoginUser, query: ListQuery & Partial<Filter>): Promise<{ rows: Vo[]; total: number }>;
  export(caller: LoginUser, filter: Partial<Filter>, lang: Language): Promise<Buffer>;
  get(caller: LoginUser, id: number): Promise<Vo>;
  create(caller: LoginUser, body: Create): Promise<void>;
  update(caller: LoginUser, id: number, body: Create): Promise<void>;
  remove(caller: LoginUser, ids: readonly number[]): Promise<void>;
}

export interface CatalogRouteDef<Vo, Filter, Create, Update extends Create> {
  /** e.g. `/title/series` */
  path: string;
  /** The id field of a row, e.g. `seriesId` (its plural names the delete parameter). */
  idField: string;
  perms: CrudPermissionCodes;
  /** Operation-log title. */
  logTitle: string;
  exportName: Message;
  vo: ZodType<Vo>;
  filter: ZodObject;
  create: ZodType<Create>;
  update: ZodType<Update>;
  idOf(body: Update): number;
  service: CatalogCrud<Vo, Filter, Create>;
}

/** The list / export / get / add / edit / delete routes of one catalogue screen (the post screen's shape). */
export function registerCatalogRoutes<Vo, Filter, Create, Update extends Create>(
  base: FastifyInstance,
  def: CatalogRouteDef<Vo, Filter, Create, Update>,
): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { path, perms: P, service, logTitle: title } = def;
  const tags = [path.slice(1)];
  const log = (businessType: BusinessType) => ({ title, businessType });
  const idParam = z.object({ [def.idField]: z.coerce.number().int().positive() });
  const idsField = `${def.idField}s`;
  const filterOf = (value: unknown) => (value ?? {}) as Partial<Filter>;

  app.get(
    `${path}/list`,
    {
      config: { access: { permission: P.LIST } },
      schema: {
        tags,
        querystring: listQuerySchema.extend(def.filter.shape),
        response: { 200: tableSchema(def.vo) },
      },
    },
    async (request) => {
      const query = request.query as ListQuery & Partial<Filter>;
      const { rows, total } = await service.list(request.user!, query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    `${path}/export`,
    {
      config: { access: { permission: P.EXPORT }, log: log(BusinessType.EXPORT) },
      schema: { tags, querystring: def.filter, body: def.filter.optional() },
    },
    async (request, reply) => {
      const filter = { ...filterOf(request.query), ...filterOf(request.body) };
      const file = await service.export(request.user!, filter, request.lang);
      return sendXlsx(reply, localize(request.lang, def.exportName), file);
    },
  );

  app.get(
    `${path}/:${def.idField}`,
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, params: idParam, response: { 200: resultSchema(def.vo) } },
    },
    async (request) => {
      const id = (request.params as Record<string, number>)[def.idField]!;
      return ok(request.lang, await service.get(request.user!, id));
    },
  );

  app.post(
    path,
    {
      config: { access: { permission: P.ADD }, log: log(BusinessType.INSERT) },
      schema: { tags, body: def.create, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.create(request.user!, request.body as Create);
      return ok(request.lang, null);
    },
  );

  app.put(
    path,
    {
      config: { access: { permission: P.EDIT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: def.update, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      const body = request.body as Update;
      await service.update(request.user!, def.idOf(body), body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    `${path}/:${idsField}`,
    {
      config: { access: { permission: P.REMOVE }, log: log(BusinessType.DELETE) },
      schema: { tags, params: z.object({ [idsField]: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      const ids = (request.params as Record<string, number[]>)[idsField]!;
      await service.remove(request.user!, ids);
      return ok(request.lang, null);
    },
  );
}
