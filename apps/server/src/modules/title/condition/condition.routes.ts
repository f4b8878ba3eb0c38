import type { FastifyPluginAsync } from 'fastify';
import {
  titleConditionCreateSchema,
  titleConditionFilterSchema,
  TitleConditionPermission,
  titleConditionUpdateSchema,
  titleConditionVoSchema,
} from '@zcps/contracts';
import type { Container } from '../../../container.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { registerCatalogRoutes } from '../catalog/catalog.routes.js';
import { titleNameRepo } from '../title-name/title-name.repo.js';
import { conditionRepo } from './condition.repo.js';
import { ConditionService } from './condition.service.js';

export const conditionRoutes: FastifyPluginAsync<{ container: Container }> = async (app, { container }) => {
  const db = container.database.db;
  acceptFormBodies(app);
  registerCatalogRoutes(app, {
    path: '/title/condition',
    idField: 'conditionId',
    perms: TitleConditionPermission,
    logTitle: '申报条件',
    exportName: { zh_CN: '申报条件', en_US: 'declare-conditions' },
    vo: titleConditionVoSchema,
    filter: titleConditionFilterSchema,
    create: titleConditionCreateSchema,
    update: titleConditionUpdateSchema,
    idOf: (body) => body.conditionId,
    service: new ConditionService(conditionRepo(db), container.dicts, titleNameRepo(db)),
  });
};
