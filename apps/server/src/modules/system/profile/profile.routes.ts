import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AVATAR_EXTENSIONS,
  avatarVoSchema,
  BusinessType,
  emptyResultSchema,
  profileUpdateSchema,
  profileVoSchema,
  resultSchema,
  updatePasswordSchema,
} from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import { checkImage } from '../../resource/oss/file-check.js';
import { readUpload } from '../../resource/oss/multipart.js';
import type { ProfileService } from './profile.service.js';

const TITLE = '个人信息';
const log = { title: TITLE, businessType: BusinessType.UPDATE };

/** A bare, printable name is kept for the record; anything else is replaced. */
const avatarName = (name: string, ext: string) =>
  // eslint-disable-next-line no-control-regex
  name && name.length <= 100 && !/[/\\\u0000-\u001f\u007f]/.test(name) && name.includes('.')
    ? name
    : `avatar.${ext}`;

export const profileRoutes: FastifyPluginAsync<{ profiles: ProfileService; maxFileSize: number }> = async (
  base,
  { profiles: service, maxFileSize },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/profile'];

  app.get(
    '/system/user/profile',
    {
      config: { access: 'login', ownTenant: true },
      schema: { tags, response: { 200: resultSchema(profileVoSchema) } },
    },
    async (request) => ok(request.lang, await service.get(request.user!)),
  );

  app.put(
    '/system/user/profile',
    {
      config: { access: 'login', ownTenant: true, log },
      schema: { tags, body: profileUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/system/user/profile/updatePwd',
    {
      config: { access: 'login', ownTenant: true, encrypt: true, log, beforePasswordChange: true },
      schema: {
        tags,
        description: 'Encrypted body (encrypt-key header). Ends the caller’s other sessions.',
        body: updatePasswordSchema,
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.updatePassword(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.post(
    '/system/user/profile/avatar',
    {
      config: { access: 'login', ownTenant: true, log },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: `Multipart field "avatarfile": ${AVATAR_EXTENSIONS.join(', ')} (checked by content).`,
        response: { 200: resultSchema(avatarVoSchema) },
      },
    },
    async (request) => {
      const file = await readUpload(request, 'avatarfile', maxFileSize);
      const ext = await checkImage(file.content, AVATAR_EXTENSIONS);
      const name = avatarName(file.fileName, ext);
      return ok(request.lang, await service.avatar(request.user!, name, ext, file.content));
    },
  );
};
