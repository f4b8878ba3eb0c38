import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BusinessType,
  ReviewerPermission as P,
  resultSchema,
  reviewerAccountsResultSchema,
  reviewerAccountsSchema,
} from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import type { ReviewerAccounts } from './reviewer-accounts.service.js';

/**
 * 开通账号 on the reviewer page, for those who add and edit reviewers: the accounts it makes carry only the 评审专家
 * role and a password their holders must change, so it hands out no more than those permissions govern.
 */
export const reviewerAccountRoutes: FastifyPluginAsync<{ accounts: ReviewerAccounts }> = async (
  base,
  { accounts },
) => {
  base.withTypeProvider<ZodTypeProvider>().post(
    '/title/reviewer/accounts',
    {
      config: {
        // Experts hold 编辑 for their own profile; opening accounts is the office's, which also adds reviewers.
        access: { permission: [P.ADD, P.EDIT], mode: 'and' },
        log: { title: '评审专家', businessType: BusinessType.GRANT },
      },
      schema: {
        tags: ['title/reviewer'],
        description:
          'Opens an account (user name = expert number, role reviewer, the initial password to change at first sign-in) for every active reviewer without one, or the given ones.',
        body: reviewerAccountsSchema,
        response: { 200: resultSchema(reviewerAccountsResultSchema) },
      },
    },
    async (request) => ok(request.lang, await accounts.open(request.user!, request.body, request.lang)),
  );
};
