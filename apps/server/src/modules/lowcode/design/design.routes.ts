import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  GenPermission,
  lcAppCopySchema,
  lcAppCreateSchema,
  lcAppExportSchema,
  lcAppFilterSchema,
  lcAppUpdateSchema,
  lcAppVoSchema,
  lcFieldCreateSchema,
  lcFieldReorderSchema,
  lcFieldUpdateSchema,
  lcGraduateVoSchema,
  lcObjectCreateSchema,
  lcObjectDetailSchema,
  lcObjectUpdateSchema,
  lcObjectVoSchema,
  lcPageSaveSchema,
  lcPublishLogVoSchema,
  LowcodePermission,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import type { LcAppService } from './app.service.js';
import type { LcGraduateService } from './graduate.service.js';
import type { LcObjectService } from './object.service.js';

const TITLE = '应用设计';
const access = { permission: LowcodePermission.DESIGN };
const log = (businessType: BusinessType) => ({ access, log: { title: TITLE, businessType } });
const id = z.coerce.number().int().positive();

/** The designer's API (/design/catalogue, /design/application, /design/object): `*:*:*` only. */
export const designRoutes: FastifyPluginAsync<{
  apps: LcAppService;
  objects: LcObjectService;
  graduate: LcGraduateService;
}> = async (base, { apps, objects, graduate }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['lowcode/design'];

  app.get(
    '/lowcode/app/list',
    {
      config: { access },
      schema: {
        tags,
        querystring: listQuerySchema.extend(lcAppFilterSchema.shape),
        response: { 200: tableSchema(lcAppVoSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await apps.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    '/lowcode/app/:appId',
    {
      config: { access },
      schema: { tags, params: z.object({ appId: id }), response: { 200: resultSchema(lcAppVoSchema) } },
    },
    async (request) => ok(request.lang, await apps.get(request.user!, request.params.appId)),
  );

  app.post(
    '/lowcode/app',
    {
      config: log(BusinessType.INSERT),
      schema: { tags, body: lcAppCreateSchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await apps.create(request.user!, request.body)),
  );

  app.put(
    '/lowcode/app',
    {
      config: log(BusinessType.UPDATE),
      schema: { tags, body: lcAppUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await apps.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/lowcode/app/:appId',
    {
      config: log(BusinessType.DELETE),
      schema: { tags, params: z.object({ appId: id }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await apps.remove(request.user!, request.params.appId);
      return ok(request.lang, null);
    },
  );

  app.post(
    '/lowcode/app/:appId/copy',
    {
      config: log(BusinessType.INSERT),
      schema: {
        tags,
        params: z.object({ appId: id }),
        body: lcAppCopySchema,
        response: { 200: resultSchema(z.number().int()) },
      },
    },
    async (request) => ok(request.lang, await apps.copy(request.user!, request.params.appId, request.body)),
  );

  app.get(
    '/lowcode/app/:appId/export',
    {
      config: { access },
      schema: { tags, params: z.object({ appId: id }), response: { 200: resultSchema(lcAppExportSchema) } },
    },
    async (request) => ok(request.lang, await apps.export(request.user!, request.params.appId)),
  );

  app.post(
    '/lowcode/app/import',
    {
      config: log(BusinessType.IMPORT),
      schema: { tags, body: lcAppExportSchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await apps.import(request.user!, request.body)),
  );

  for (const action of ['publish', 'unpublish'] as const)
    app.post(
      `/lowcode/app/:appId/${action}`,
      {
        config: log(BusinessType.OTHER),
        schema: { tags, params: z.object({ appId: id }), response: { 200: emptyResultSchema } },
      },
      async (request) => {
        await apps[action](request.user!, request.params.appId);
        return ok(request.lang, null);
      },
    );

  app.get(
    '/lowcode/app/:appId/publishLog',
    {
      config: { access },
      schema: {
        tags,
        params: z.object({ appId: id }),
        response: { 200: resultSchema(z.array(lcPublishLogVoSchema)) },
      },
    },
    async (request) => ok(request.lang, await apps.logs(request.user!, request.params.appId)),
  );

  app.get(
    '/lowcode/object/list',
    {
      config: { access },
      schema: {
        tags,
        querystring: z.object({ appId: id }),
        response: { 200: resultSchema(z.array(lcObjectVoSchema)) },
      },
    },
    async (request) => ok(request.lang, await objects.list(request.user!, request.query.appId)),
  );

  app.get(
    '/lowcode/object/:objectId',
    {
      config: { access },
      schema: {
        tags,
        params: z.object({ objectId: id }),
        response: { 200: resultSchema(lcObjectDetailSchema) },
      },
    },
    async (request) => ok(request.lang, await objects.detail(request.user!, request.params.objectId)),
  );

  app.post(
    '/lowcode/object',
    {
      config: log(BusinessType.INSERT),
      schema: { tags, body: lcObjectCreateSchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await objects.create(request.user!, request.body)),
  );

  app.put(
    '/lowcode/object',
    {
      config: log(BusinessType.UPDATE),
      schema: { tags, body: lcObjectUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await objects.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/lowcode/object/:objectId',
    {
      config: log(BusinessType.DELETE),
      schema: { tags, params: z.object({ objectId: id }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await objects.remove(request.user!, request.params.objectId);
      return ok(request.lang, null);
    },
  );

  app.post(
    '/lowcode/object/:objectId/graduate',
    {
      // The code generator's own import right: graduating is importing the object's table there.
      config: {
        access: { permission: GenPermission.IMPORT },
        log: { title: TITLE, businessType: BusinessType.IMPORT },
      },
      schema: {
        tags,
        params: z.object({ objectId: id }),
        response: { 200: resultSchema(lcGraduateVoSchema) },
      },
    },
    async (request) => ok(request.lang, await graduate.graduate(request.user!, request.params.objectId)),
  );

  app.post(
    '/lowcode/field',
    {
      config: log(BusinessType.INSERT),
      schema: { tags, body: lcFieldCreateSchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await objects.addField(request.user!, request.body)),
  );

  app.put(
    '/lowcode/field/reorder',
    {
      config: log(BusinessType.UPDATE),
      schema: { tags, body: lcFieldReorderSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await objects.reorder(request.user!, request.body.objectId, request.body.fieldIds);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/lowcode/field',
    {
      config: log(BusinessType.UPDATE),
      schema: { tags, body: lcFieldUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await objects.updateField(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/lowcode/field/:fieldId',
    {
      config: log(BusinessType.DELETE),
      schema: { tags, params: z.object({ fieldId: id }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await objects.removeField(request.user!, request.params.fieldId);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/lowcode/page',
    {
      config: log(BusinessType.UPDATE),
      schema: { tags, body: lcPageSaveSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await objects.savePage(request.user!, request.body);
      return ok(request.lang, null);
    },
  );
};
