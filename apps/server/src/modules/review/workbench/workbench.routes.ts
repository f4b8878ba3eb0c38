import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignedDeclarationVoSchema,
  assignedDossierVoSchema,
  assignedFilterSchema,
  eligibilityResultSchema,
  resultSchema,
  ReviewApprovalPermission as P,
  tableSchema,
  workbenchTasksSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { previewHeaders } from '../../employee/attachment/attachment.routes.js';
import type { WorkbenchService } from './workbench.service.js';

const URL = '/title/review-approval/rating';
const idParam = z.object({ declarationId: z.coerce.number().int().positive() });

/** 评审打分 = the reviewer's workbench: my tasks with counts, my assigned dossiers, one dossier read-only. */
export const workbenchRoutes: FastifyPluginAsync<{ workbench: WorkbenchService }> = async (
  base,
  { workbench: service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/review-approval/rating'];

  app.get(
    `${URL}/tasks`,
    {
      config: { access: { permission: P.RATING } },
      schema: { tags, response: { 200: resultSchema(workbenchTasksSchema) } },
    },
    async (request) => ok(request.lang, await service.tasks(request.user!)),
  );

  app.get(
    `${URL}/assigned`,
    {
      config: { access: { permission: P.RATING } },
      schema: {
        tags,
        querystring: listQuerySchema.extend(assignedFilterSchema.shape),
        response: { 200: tableSchema(assignedDeclarationVoSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.assigned(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    `${URL}/dossier/:declarationId`,
    {
      config: { access: { permission: P.RATING } },
      schema: {
        tags,
        params: idParam,
        response: { 200: resultSchema(assignedDossierVoSchema) },
      },
    },
    async (request) => ok(request.lang, await service.dossier(request.user!, request.params.declarationId)),
  );

  app.get(
    `${URL}/dossier/:declarationId/eligibility`,
    {
      config: { access: { permission: P.RATING } },
      schema: {
        tags,
        description: "The dossier's eligibility now, rule by rule (the same caller check as the dossier).",
        params: idParam,
        response: { 200: resultSchema(eligibilityResultSchema) },
      },
    },
    async (request) =>
      ok(request.lang, await service.eligibility(request.user!, request.params.declarationId)),
  );

  app.get(
    `${URL}/dossier/:declarationId/attachment/:recordId/preview`,
    {
      config: { access: { permission: P.RATING } },
      schema: {
        tags,
        description:
          "An image or PDF of the dossier's attachments, inline; another applicant's is not found.",
        params: idParam.extend({ recordId: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const { declarationId, recordId } = request.params;
      const file = await service.attachment(request.user!, declarationId, recordId);
      return reply.headers(previewHeaders(file)).send(file.stream);
    },
  );
};
