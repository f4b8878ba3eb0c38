import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EligibilityPermission as P,
  eligibilityQuerySchema,
  eligibilityResultSchema,
  resultSchema,
} from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import type { EligibilityService } from './eligibility.service.js';

export const eligibilityRoutes: FastifyPluginAsync<{ eligibility: EligibilityService }> = async (
  base,
  { eligibility: service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/eligibility'];
  const response = { 200: resultSchema(eligibilityResultSchema) };

  app.get(
    '/title/eligibility/mine',
    {
      config: { access: 'login' },
      schema: {
        tags,
        description: "The signed-in applicant's own record against a title (and a claimed exception).",
        querystring: eligibilityQuerySchema,
        response,
      },
    },
    async (request) => ok(request.lang, await service.mine(request.user!, request.query)),
  );

  app.get(
    '/title/eligibility/:employeeId',
    {
      config: { access: { permission: [P.EMPLOYEE, P.DECLARE], mode: 'or' } },
      schema: {
        tags,
        description: "An employee in the caller's data scope against a title (and a claimed exception).",
        params: z.object({ employeeId: z.coerce.number().int().positive() }),
        querystring: eligibilityQuerySchema,
        response,
      },
    },
    async (request) =>
      ok(request.lang, await service.forEmployee(request.user!, request.params.employeeId, request.query)),
  );
};
