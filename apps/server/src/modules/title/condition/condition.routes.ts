import type { FastifyPluginAsync } from 'fastify';
import {
  titleConditionCreateSchema,
  titleConditionFilterSchema,
  TitleConditionPermission,
  titleConditionUpdateSchema,
  titleConditionVoSchema,
} from '@zcps/contracts';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { registerCatalogRoutes } from '../catalog/catalog.routes.js';
import type { ConditionService } from './condition.service.js';
import { message } from '../../../platform/i18n/format.js';

export const conditionRoutes: FastifyPluginAsync<{ conditions: ConditionService }> = async (
  app,
  { conditions },
) => {
  acceptFormBodies(app);
  registerCatalogRoutes(app, {
    path: '/title/condition',
    idField: 'conditionId',
    perms: TitleConditionPermission,
    logTitle: '申报条件',
    exportName: message('condition.file'),
    vo: titleConditionVoSchema,
    filter: titleConditionFilterSchema,
    create: titleConditionCreateSchema,
    update: titleConditionUpdateSchema,
    idOf: (body) => body.conditionId,
    service: conditions,
  });
};
