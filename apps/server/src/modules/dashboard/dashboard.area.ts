import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import type { MenuService } from '../system/menu/menu.service.js';
import type { MyNoticeRepo } from '../system/notice/my-notice.repo.js';
import { AnalysisRepo } from './analysis.repo.js';
import { AnalysisService } from './analysis.service.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { WorkplaceRepo } from './workplace.repo.js';
import { WorkplaceService } from './workplace.service.js';

export interface DashboardAreaDeps {
  db: Db;
  /** The workplace shows the pages the caller can open and the tenant's latest notices. */
  menus: MenuService;
  myNotices: MyNoticeRepo;
}

/** 首页: the analysis page and every user's workplace. */
export function createDashboardArea(deps: DashboardAreaDeps) {
  const analysis = new AnalysisService(new AnalysisRepo(deps.db));
  const workplace = new WorkplaceService(new WorkplaceRepo(deps.db), deps.myNotices, deps.menus);

  const routes: FastifyPluginAsync = async (api) => {
    await api.register(dashboardRoutes, { analysis, workplace });
  };
  return { routes };
}

export type DashboardArea = ReturnType<typeof createDashboardArea>;
