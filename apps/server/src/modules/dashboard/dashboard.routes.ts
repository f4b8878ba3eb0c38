import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dashboardAnalysisSchema,
  DashboardPermission as P,
  dashboardWorkplaceSchema,
  resultSchema,
} from '@zcps/contracts';
import { ok } from '../../platform/http/envelope.js';
import type { AnalysisService } from './analysis.service.js';
import type { WorkplaceService } from './workplace.service.js';

/** 首页相关: the analysis page (tenant figures for the office) and every user's workplace. */
export const dashboardRoutes: FastifyPluginAsync<{
  analysis: AnalysisService;
  workplace: WorkplaceService;
}> = async (base, { analysis, workplace }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];

  app.get(
    '/dashboard/analysis',
    {
      config: { access: { permission: P.ANALYSIS } },
      schema: {
        tags,
        description:
          'Declarations per month (12 months), sign-ins by client and device (30 days), weekly active users ' +
          '(8 ISO weeks) and headline figures of the caller’s tenant.',
        response: { 200: resultSchema(dashboardAnalysisSchema) },
      },
    },
    async (request) => ok(request.lang, await analysis.analysis(request.user!.tenantId)),
  );

  app.get(
    '/dashboard/workplace',
    {
      config: { access: { permission: P.WORKPLACE } },
      schema: {
        tags,
        description: 'The caller’s to-dos with counts, shortcuts to their pages and the latest 5 notices.',
        response: { 200: resultSchema(dashboardWorkplaceSchema) },
      },
    },
    async (request) => ok(request.lang, await workplace.workplace(request.user!, request.lang)),
  );
};
