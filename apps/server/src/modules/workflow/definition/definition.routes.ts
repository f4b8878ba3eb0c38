import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  resultSchema,
  tableSchema,
  wfCategoryCreateSchema,
  wfCategoryFilterSchema,
  wfCategoryUpdateSchema,
  wfCategoryVoSchema,
  wfDefinitionFilterSchema,
  wfDefinitionVoSchema,
  wfDefinitionXmlSchema,
  wfDeployResultSchema,
  wfKeySchema,
  wfModelCopySchema,
  wfModelCreateSchema,
  wfModelDetailSchema,
  wfModelFilterSchema,
  wfModelImportSchema,
  wfModelUpdateSchema,
  wfModelVoSchema,
  WorkflowPermission as P,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import type { DefinitionService } from './definition.service.js';

const idParam = (name: string) => z.object({ [name]: z.coerce.number().int().positive() });

/** 流程分类, 模型管理 and 流程部署. */
export const definitionRoutes: FastifyPluginAsync<{ definitions: DefinitionService }> = async (
  base,
  { definitions: service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  const categoryTags = ['workflow/category'];
  const CATEGORY = '流程分类';
  app.get(
    '/workflow/category/list',
    {
      config: { access: { permission: [P.CATEGORY_LIST, P.MODEL_LIST, P.DEPLOY_LIST], mode: 'or' } },
      schema: {
        tags: categoryTags,
        querystring: wfCategoryFilterSchema,
        response: { 200: resultSchema(z.array(wfCategoryVoSchema)) },
      },
    },
    async (request) => ok(request.lang, await service.categories(request.user!, request.query)),
  );
  app.get(
    '/workflow/category/:categoryId',
    {
      config: { access: { permission: P.CATEGORY_QUERY } },
      schema: {
        tags: categoryTags,
        params: z.object({ categoryId: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(wfCategoryVoSchema) },
      },
    },
    async (request) => ok(request.lang, await service.category(request.user!, request.params.categoryId)),
  );
  app.post(
    '/workflow/category',
    {
      config: {
        access: { permission: P.CATEGORY_ADD },
        log: { title: CATEGORY, businessType: BusinessType.INSERT },
      },
      schema: {
        tags: categoryTags,
        body: wfCategoryCreateSchema,
        response: { 200: resultSchema(z.number()) },
      },
    },
    async (request) => ok(request.lang, await service.createCategory(request.user!, request.body)),
  );
  app.put(
    '/workflow/category',
    {
      config: {
        access: { permission: P.CATEGORY_EDIT },
        log: { title: CATEGORY, businessType: BusinessType.UPDATE },
      },
      schema: { tags: categoryTags, body: wfCategoryUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.updateCategory(request.user!, request.body);
      return ok(request.lang, null);
    },
  );
  app.delete(
    '/workflow/category/:categoryIds',
    {
      config: {
        access: { permission: P.CATEGORY_REMOVE },
        log: { title: CATEGORY, businessType: BusinessType.DELETE },
      },
      schema: {
        tags: categoryTags,
        params: z.object({ categoryIds: idListParam }),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.removeCategories(request.user!, request.params.categoryIds);
      return ok(request.lang, null);
    },
  );

  const modelTags = ['workflow/model'];
  const MODEL = '流程模型';
  app.get(
    '/workflow/model/list',
    {
      config: { access: { permission: P.MODEL_LIST } },
      schema: {
        tags: modelTags,
        querystring: listQuerySchema.extend(wfModelFilterSchema.shape),
        response: { 200: tableSchema(wfModelVoSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.models(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );
  app.get(
    '/workflow/model/:modelId',
    {
      config: { access: { permission: [P.MODEL_QUERY, P.MODEL_DESIGN], mode: 'or' } },
      schema: {
        tags: modelTags,
        params: idParam('modelId'),
        response: { 200: resultSchema(wfModelDetailSchema) },
      },
    },
    async (request) => ok(request.lang, await service.model(request.user!, Number(request.params.modelId))),
  );
  app.post(
    '/workflow/model',
    {
      config: {
        access: { permission: P.MODEL_ADD },
        log: { title: MODEL, businessType: BusinessType.INSERT },
      },
      schema: { tags: modelTags, body: wfModelCreateSchema, response: { 200: resultSchema(z.number()) } },
    },
    async (request) => ok(request.lang, await service.createModel(request.user!, request.body)),
  );
  app.put(
    '/workflow/model',
    {
      config: {
        access: { permission: [P.MODEL_EDIT, P.MODEL_DESIGN], mode: 'or' },
        log: { title: MODEL, businessType: BusinessType.UPDATE },
      },
      schema: { tags: modelTags, body: wfModelUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.updateModel(request.user!, request.body);
      return ok(request.lang, null);
    },
  );
  app.delete(
    '/workflow/model/:modelIds',
    {
      config: {
        access: { permission: P.MODEL_REMOVE },
        log: { title: MODEL, businessType: BusinessType.DELETE },
      },
      schema: {
        tags: modelTags,
        params: z.object({ modelIds: idListParam }),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.removeModels(request.user!, request.params.modelIds);
      return ok(request.lang, null);
    },
  );
  app.post(
    '/workflow/model/copy',
    {
      config: {
        access: { permission: P.MODEL_ADD },
        log: { title: MODEL, businessType: BusinessType.INSERT },
      },
      schema: { tags: modelTags, body: wfModelCopySchema, response: { 200: resultSchema(z.number()) } },
    },
    async (request) => ok(request.lang, await service.copyModel(request.user!, request.body)),
  );
  app.post(
    '/workflow/model/import',
    {
      config: {
        access: { permission: P.MODEL_ADD },
        log: { title: MODEL, businessType: BusinessType.IMPORT },
      },
      schema: { tags: modelTags, body: wfModelImportSchema, response: { 200: resultSchema(z.number()) } },
    },
    async (request) => ok(request.lang, await service.importModel(request.user!, request.body)),
  );
  app.get(
    '/workflow/model/export/:modelId',
    {
      config: { access: { permission: P.MODEL_EXPORT } },
      schema: { tags: modelTags, description: 'The model as a .bpmn file.', params: idParam('modelId') },
    },
    async (request, reply) => {
      const model = await service.model(request.user!, Number(request.params.modelId));
      const fileName = encodeURIComponent(`${model.modelKey}.bpmn`);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename=${fileName}; filename*=utf-8''${fileName}`)
        .send(model.xml);
    },
  );
  app.post(
    '/workflow/model/deploy/:modelId',
    {
      config: {
        access: { permission: [P.MODEL_DEPLOY, P.DEPLOY_DEPLOY], mode: 'or' },
        log: { title: MODEL, businessType: BusinessType.OTHER },
      },
      schema: {
        tags: modelTags,
        params: idParam('modelId'),
        response: { 200: resultSchema(wfDeployResultSchema) },
      },
    },
    async (request) => ok(request.lang, await service.deploy(request.user!, Number(request.params.modelId))),
  );

  const definitionTags = ['workflow/definition'];
  const DEFINITION = '流程部署';
  app.get(
    '/workflow/definition/list',
    {
      config: { access: { permission: P.DEPLOY_LIST } },
      schema: {
        tags: definitionTags,
        querystring: listQuerySchema.extend(wfDefinitionFilterSchema.shape),
        response: { 200: tableSchema(wfDefinitionVoSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.definitions(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );
  app.get(
    '/workflow/definition/versions/:definitionKey',
    {
      config: { access: { permission: P.DEPLOY_QUERY } },
      schema: {
        tags: definitionTags,
        params: z.object({ definitionKey: wfKeySchema }),
        response: { 200: resultSchema(z.array(wfDefinitionVoSchema)) },
      },
    },
    async (request) => ok(request.lang, await service.versions(request.user!, request.params.definitionKey)),
  );
  app.get(
    '/workflow/definition/xml/:definitionId',
    {
      config: { access: { permission: [P.DEPLOY_QUERY, P.PROCESS_QUERY], mode: 'or' } },
      schema: {
        tags: definitionTags,
        params: idParam('definitionId'),
        response: { 200: resultSchema(wfDefinitionXmlSchema) },
      },
    },
    async (request) => {
      const definitionId = Number(request.params.definitionId);
      return ok(request.lang, { definitionId, xml: await service.xml(request.user!, definitionId) });
    },
  );
  for (const [action, suspended] of [
    ['suspend', true],
    ['activate', false],
  ] as const) {
    app.put(
      `/workflow/definition/${action}/:definitionId`,
      {
        config: {
          access: { permission: P.DEPLOY_SUSPEND },
          log: { title: DEFINITION, businessType: BusinessType.UPDATE },
        },
        schema: {
          tags: definitionTags,
          params: idParam('definitionId'),
          response: { 200: emptyResultSchema },
        },
      },
      async (request) => {
        await service.setSuspended(request.user!, Number(request.params.definitionId), suspended);
        return ok(request.lang, null);
      },
    );
  }
  app.delete(
    '/workflow/definition/:definitionIds',
    {
      config: {
        access: { permission: P.DEPLOY_REMOVE },
        log: { title: DEFINITION, businessType: BusinessType.DELETE },
      },
      schema: {
        tags: definitionTags,
        params: z.object({ definitionIds: idListParam }),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.removeDefinitions(request.user!, request.params.definitionIds);
      return ok(request.lang, null);
    },
  );
};
