import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  dossierVoSchema,
  EmployeePermission,
  emptyResultSchema,
  idListParam,
  importReportSchema,
  recordCheckBodySchema,
  recordCreateSchema,
  recordFilterSchema,
  recordImportTask,
  recordPermissions,
  recordSubmitBodySchema,
  recordUpdateSchema,
  recordVoSchema,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { buildXlsx, sendXlsx } from '../../../platform/http/xlsx.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { EmployeeRepo } from '../info/employee.repo.js';
import { masksIdentity } from '../info/employee.service.js';
import type { DossierService } from './dossier.js';
import { importRecords } from './record-import.js';
import type { RecordDef } from './record-defs.js';
import { recordExportColumns, recordTemplate } from './record-sheet.js';
import type { RecordService } from './record.service.js';
import { importQuery, runImport, type ImportChannel } from './route-kit.js';
import { localize } from '../../../platform/i18n/format.js';

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
interface Deps {
  dicts: DictService;
  imports: ImportChannel;
  /** Imported rows find their employee by identity number. */
  employees: EmployeeRepo;
}

export interface RecordRouteOptions extends Deps {
  /** Every sub-record kind with its service, in RECORD_DEFS order. */
  kinds: readonly { def: RecordDef; service: RecordService }[];
  dossiers: DossierService;
}

/** list / get / add / edit / remove / export / import / submit / check of one sub-record kind under its base. */
function kindRoutes(app: App, def: RecordDef, service: RecordService, { dicts, imports, employees }: Deps) {
  const { spec } = def;
  const P = recordPermissions(spec);
  const filters = recordFilterSchema(spec);
  const vo = recordVoSchema(spec);
  const log = (businessType: BusinessType) => ({ title: localize('zh_CN', def.title), businessType });
  const tags = [spec.base.slice(1)];
  const base = spec.base;

  app.get(
    `${base}/list`,
    {
      config: { access: { permission: P.LIST } },
      schema: {
        tags,
        querystring: listQuerySchema.extend(filters.shape),
        response: { 200: tableSchema(vo) },
      },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    `${base}/export`,
    {
      config: { access: { permission: P.EXPORT }, log: log(BusinessType.EXPORT) },
      schema: { tags, querystring: filters, body: filters.nullish() },
    },
    async (request, reply) => {
      const caller = request.user!;
      const { lang } = request;
      const rows = await service.rowsForExport(caller, { ...request.query, ...(request.body ?? {}) });
      const columns = await recordExportColumns(def, dicts, caller.tenantId, lang, masksIdentity(caller));
      const title = localize(lang, def.title);
      return sendXlsx(reply, title, await buildXlsx(lang, title, columns, rows));
    },
  );

  app.post(
    `${base}/importTemplate`,
    { config: { access: 'login' }, schema: { tags } },
    async (request, reply) =>
      sendXlsx(reply, localize(request.lang, def.title), await recordTemplate(def, request.lang)),
  );

  app.post(
    `${base}/importData`,
    {
      config: { access: { permission: P.IMPORT }, log: log(BusinessType.IMPORT) },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'Multipart field "file" (the template\'s xlsx); every row becomes a draft record.',
        querystring: importQuery,
        response: { 200: resultSchema(importReportSchema) },
      },
    },
    async (request) =>
      runImport(imports, request, recordImportTask(spec.kind), (caller, content, lang, progress) =>
        importRecords({ service, employees, dicts, progress }, caller, content, lang),
      ),
  );

  app.put(
    `${base}/submit`,
    {
      config: { access: { permission: P.SUBMIT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: recordSubmitBodySchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.submit(request.user!, request.body.recordIds);
      return ok(request.lang, null);
    },
  );

  app.put(
    `${base}/check`,
    {
      config: { access: { permission: P.CHECK }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: recordCheckBodySchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.check(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.get(
    `${base}/:recordId`,
    {
      config: { access: { permission: P.QUERY } },
      schema: {
        tags,
        params: z.object({ recordId: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(vo) },
      },
    },
    async (request) => ok(request.lang, await service.get(request.user!, request.params.recordId)),
  );

  app.post(
    base,
    {
      config: { access: { permission: P.ADD }, log: log(BusinessType.INSERT) },
      schema: { tags, body: recordCreateSchema(spec), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.create(request.user!, request.body as typeof request.body & { employeeId: number });
      return ok(request.lang, null);
    },
  );

  app.put(
    base,
    {
      config: { access: { permission: P.EDIT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: recordUpdateSchema(spec), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.update(request.user!, request.body as typeof request.body & { recordId: number });
      return ok(request.lang, null);
    },
  );

  app.delete(
    `${base}/:recordIds`,
    {
      config: { access: { permission: P.REMOVE }, log: log(BusinessType.DELETE) },
      schema: { tags, params: z.object({ recordIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.recordIds);
      return ok(request.lang, null);
    },
  );
}

/** Every sub-record kind of the dossier (and the two title-menu lists), and the dossier itself. */
export const recordRoutes: FastifyPluginAsync<RecordRouteOptions> = async (
  base,
  { kinds, dossiers, ...deps },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  for (const { def, service } of kinds) kindRoutes(app, def, service, deps);

  app.get(
    '/employee/info/:employeeId/dossier',
    {
      config: { access: { permission: EmployeePermission.QUERY } },
      schema: {
        tags: ['employee/info'],
        description: 'The employee with every sub-record and attachment (one list per kind).',
        params: z.object({ employeeId: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(dossierVoSchema) },
      },
    },
    async (request) => ok(request.lang, await dossiers.dossier(request.user!, request.params.employeeId)),
  );
};
