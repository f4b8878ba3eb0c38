import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  DEFAULT_TENANT_ID,
  dictDataVoSchema,
  emptyResultSchema,
  licenceUploadVoSchema,
  registerOptionsVoSchema,
  resultSchema,
} from '@zcps/contracts';
import { clientInfo } from '../../platform/http/client-info.js';
import { ok, okMsg } from '../../platform/http/envelope.js';
import { ServiceError } from '../../platform/http/errors.js';
import { checkUpload } from '../resource/oss/file-check.js';
import { readUpload } from '../resource/oss/multipart.js';
import type { OssService } from '../resource/oss/oss.service.js';
import type { DictService } from '../system/dict/dict.service.js';
import type { RateLimiter } from './rate-limit.js';
import type { RegisterService } from './register.service.js';

const TITLE = '用户注册';
const LICENCE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
const LICENCE_MAX_BYTES = 5 * 1024 * 1024;
const tenantQuery = z.object({ tenantId: z.string().trim().max(20).optional() });
const tenantOf = (q: { tenantId?: string | undefined }) => q.tenantId || DEFAULT_TENANT_ID;

export interface RegisterRoutesOptions {
  register: RegisterService;
  limiter: RateLimiter;
  dicts: DictService;
  oss: OssService;
}

/** Public registration: options, company types, the licence upload and the encrypted registration itself. */
export const registerRoutes: FastifyPluginAsync<RegisterRoutesOptions> = async (
  base,
  { register, limiter, dicts, oss },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  app.get(
    '/auth/register/options',
    {
      config: { access: 'public' },
      schema: { tags, querystring: tenantQuery, response: { 200: resultSchema(registerOptionsVoSchema) } },
    },
    async (request) => {
      await limiter.hit('register-options', request.ip, 60, 60);
      return ok(request.lang, await register.options(tenantOf(request.query)));
    },
  );

  app.get(
    '/auth/company/register/type/entrustedUnit',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'The client_type dictionary: the unit types a company may register as.',
        querystring: tenantQuery,
        response: { 200: resultSchema(z.array(dictDataVoSchema)) },
      },
    },
    async (request) =>
      ok(request.lang, await dicts.byType(tenantOf(request.query), 'client_type', request.lang)),
  );

  app.post(
    '/auth/register/licence',
    {
      config: { access: 'public', log: { title: TITLE, businessType: BusinessType.INSERT } },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: `Business licence for a company registration: field "file", jpg/png/pdf, at most 5 MB.`,
        querystring: tenantQuery,
        response: { 200: resultSchema(licenceUploadVoSchema) },
      },
    },
    async (request) => {
      await limiter.hit('register-licence', request.ip, 10, 3600);
      const tenantId = tenantOf(request.query);
      await register.tenantOpen(tenantId);
      const file = await readUpload(request, 'file', LICENCE_MAX_BYTES);
      if (file.content.length > LICENCE_MAX_BYTES) throw new ServiceError('oss.tooLarge', { maxMb: 5 });
      const ext = await checkUpload(file.fileName, file.content, LICENCE_EXTENSIONS);
      const owner = { tenantId, userId: 0, deptId: null };
      const stored = await oss.store(owner, 'upload', file.fileName, ext, file.content);
      await register.licenceUploaded(tenantId, stored.ossId);
      return ok(request.lang, { ossId: stored.ossId, originalName: stored.originalName });
    },
  );

  app.post(
    '/auth/register',
    {
      config: { access: 'public', encrypt: true, log: { title: TITLE, businessType: BusinessType.INSERT } },
      schema: {
        tags,
        description:
          'Encrypted body. registerType staff: username, nickName, password, confirmPassword, phonenumber, ' +
          'email, unitId, agreement; company: the same without unitId and nickName, plus clientName, unitType, ' +
          'creditCode, contactName, licenceOssId. code/uuid: the captcha ticket.',
        body: z.object({ registerType: z.enum(['staff', 'company']) }).loose(),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await limiter.hit('register', request.ip, 30, 3600);
      const kind = await register.register(request.body, { lang: request.lang, client: clientInfo(request) });
      return okMsg(request.t(kind === 'company' ? 'register.companyOk' : 'register.staffOk'));
    },
  );
};
