import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  EMPLOYEE_IMPORT_TASK,
  employeeCreateSchema,
  employeeFilterSchema,
  EmployeePermission as P,
  employeeUpdateSchema,
  employeeVoSchema,
  emptyResultSchema,
  idListParam,
  importReportSchema,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { buildXlsx, sendXlsx } from '../../../platform/http/xlsx.js';
import type { DictService } from '../../system/dict/dict.service.js';
import { importQuery, runImport, type ImportChannel } from '../records/route-kit.js';
import { importEmployees } from './employee-import.js';
import { EMPLOYEE_SHEET, employeeExportColumns, employeeTemplate } from './employee-sheet.js';
import type { EmployeeRepo } from './employee.repo.js';
import type { EmployeeService } from './employee.service.js';
import { localize } from '../../../platform/i18n/format.js';

const log = (businessType: BusinessType) => ({ title: '人员信息', businessType });
const idParam = z.object({ employeeId: z.coerce.number().int().positive() });

export interface EmployeeRouteOptions {
  employees: EmployeeService;
  /** The import writes through the repo beside the service. */
  repo: EmployeeRepo;
  dicts: DictService;
  imports: ImportChannel;
}

/** 人员信息: the employee records the caller reaches (company: its unit's; staff: their own). */
export const employeeRoutes: FastifyPluginAsync<EmployeeRouteOptions> = async (
  base,
  { employees: service, repo, dicts, imports },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['employee/info'];

  app.get(
    '/employee/info/list',
    {
      config: { access: { permission: P.LIST } },
      schema: {
        tags,
        querystring: listQuerySchema.extend(employeeFilterSchema.shape),
        response: { 200: tableSchema(employeeVoSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    '/employee/info/export',
    {
      config: { access: { permission: P.EXPORT }, log: log(BusinessType.EXPORT) },
      schema: { tags, querystring: employeeFilterSchema, body: employeeFilterSchema.nullish() },
    },
    async (request, reply) => {
      const caller = request.user!;
      const { lang } = request;
      const rows = await service.rowsForExport(caller, { ...request.query, ...(request.body ?? {}) });
      const columns = await employeeExportColumns(dicts, caller.tenantId, lang);
      return sendXlsx(
        reply,
        localize(lang, EMPLOYEE_SHEET),
        await buildXlsx(lang, localize(lang, EMPLOYEE_SHEET), columns, rows),
      );
    },
  );

  app.post(
    '/employee/info/importTemplate',
    { config: { access: 'login' }, schema: { tags } },
    async (request, reply) =>
      sendXlsx(reply, localize(request.lang, EMPLOYEE_SHEET), await employeeTemplate(request.lang)),
  );

  app.post(
    '/employee/info/importData',
    {
      config: { access: { permission: P.IMPORT }, log: log(BusinessType.IMPORT) },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Multipart field "file" (the template\'s xlsx), keyed by identity number; report in data.',
        querystring: importQuery,
        response: { 200: resultSchema(importReportSchema) },
      },
    },
    async (request) =>
      runImport(imports, request, EMPLOYEE_IMPORT_TASK, (caller, content, lang, progress) =>
        importEmployees(
          { repo, service, dicts, progress },
          caller,
          content,
          request.query.updateSupport,
          lang,
        ),
      ),
  );

  app.get(
    '/employee/info/mine',
    {
      config: { access: { permission: P.QUERY } },
      schema: {
        tags,
        description: "The caller's own record (a staff member's), or null before they create it.",
        response: { 200: resultSchema(employeeVoSchema.nullable()) },
      },
    },
    async (request) => ok(request.lang, await service.mine(request.user!)),
  );

  app.get(
    '/employee/info/:employeeId',
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, params: idParam, response: { 200: resultSchema(employeeVoSchema) } },
    },
    async (request) => ok(request.lang, await service.get(request.user!, request.params.employeeId)),
  );

  app.post(
    '/employee/info',
    {
      config: { access: { permission: P.ADD }, log: log(BusinessType.INSERT) },
      schema: { tags, body: employeeCreateSchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await service.create(request.user!, request.body)),
  );

  app.put(
    '/employee/info',
    {
      config: { access: { permission: P.EDIT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: employeeUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/employee/info/:employeeIds',
    {
      config: { access: { permission: P.REMOVE }, log: log(BusinessType.DELETE) },
      schema: { tags, params: z.object({ employeeIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.employeeIds);
      return ok(request.lang, null);
    },
  );
};
