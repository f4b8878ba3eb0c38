import type { FastifyPluginAsync } from 'fastify';
import type { SessionService } from '../../platform/auth/session.service.js';
import type { CountCache } from '../../platform/db/count-cache.js';
import type { Db } from '../../platform/db/database.js';
import type { DeptTrees } from '../../platform/db/dept-tree.js';
import type { OssService } from '../resource/oss/oss.service.js';
import type { SseHub } from '../resource/sse/sse.hub.js';
import type { CodeIssuer } from '../system/code-rule/code-rule.service.js';
import type { DictService } from '../system/dict/dict.service.js';
import { TitleClientAuditService } from './client/client-audit.service.js';
import { ClientRegisterProcess, verdictOf } from './client/client-register-process.js';
import type { RegisterService } from '../auth/register.service.js';
import type { WorkflowArea } from '../workflow/workflow.area.js';
import { TitleClientRepo } from './client/client.repo.js';
import { titleClientRoutes } from './client/client.routes.js';
import { TitleClientService } from './client/client.service.js';
import { conditionRepo } from './condition/condition.repo.js';
import { conditionRoutes } from './condition/condition.routes.js';
import { ConditionService } from './condition/condition.service.js';
import { DossierRepo } from './eligibility/dossier.repo.js';
import { eligibilityRoutes } from './eligibility/eligibility.routes.js';
import { EligibilityService } from './eligibility/eligibility.service.js';
import { exceptionRepo } from './exception/exception.repo.js';
import { exceptionRoutes } from './exception/exception.routes.js';
import { ExceptionService } from './exception/exception.service.js';
import { OrganizationRepo } from './organization/organization.repo.js';
import { organizationRoutes } from './organization/organization.routes.js';
import { OrganizationService } from './organization/organization.service.js';
import { professionRepo } from './profession/profession.repo.js';
import { professionRoutes } from './profession/profession.routes.js';
import { ProfessionService } from './profession/profession.service.js';
import { PoolMemberRepo } from './reviewer-pool/pool-member.repo.js';
import { PoolMemberService } from './reviewer-pool/pool-member.service.js';
import { ReviewerPoolRepo } from './reviewer-pool/reviewer-pool.repo.js';
import { reviewerPoolRoutes } from './reviewer-pool/reviewer-pool.routes.js';
import { ReviewerPoolService } from './reviewer-pool/reviewer-pool.service.js';
import { reviewerAccountRoutes } from './reviewer/reviewer-accounts.routes.js';
import { ReviewerAccounts } from './reviewer/reviewer-accounts.service.js';
import { ReviewerConflictRepo } from './reviewer/reviewer-conflict.repo.js';
import { reviewerConflictRoutes } from './reviewer/reviewer-conflict.routes.js';
import { ReviewerConflictService } from './reviewer/reviewer-conflict.service.js';
import { ReviewerSeatsRepo } from './reviewer/reviewer-seats.repo.js';
import { ReviewerRepo } from './reviewer/reviewer.repo.js';
import { reviewerRoutes } from './reviewer/reviewer.routes.js';
import { ReviewerService } from './reviewer/reviewer.service.js';
import { TitleRefsRepo } from './reviewer/title-refs.repo.js';
import { seriesRepo } from './series/series.repo.js';
import { seriesRoutes } from './series/series.routes.js';
import { SeriesService } from './series/series.service.js';
import { titleNameRepo } from './title-name/title-name.repo.js';
import { titleNameRoutes } from './title-name/title-name.routes.js';
import { TitleNameService } from './title-name/title-name.service.js';

import type { ConfigService } from '../system/config/config.service.js';
import type { UserAdminService } from '../system/user/user-admin.service.js';

export interface TitleAreaDeps {
  db: Db;
  dicts: DictService;
  /** Import progress reaches the caller's event stream. */
  sse: SseHub;
  /** A client's licence is stored as an object. */
  oss: OssService;
  maxFileSize: number;
  /** Approving a client creates its dept and user: the trees, counts and sessions that makes stale. */
  deptTrees: DeptTrees;
  counts: CountCache;
  sessions: SessionService;
  /** Units' registrations run through the 委托单位注册审核 process when it is deployed. */
  workflow: Pick<WorkflowArea, 'business' | 'tasks' | 'events'>;
  registrations: Pick<RegisterService, 'onCompanyRegistered'>;
  warn: (message: string, detail: object) => void;
  /** From the system area: expert numbers by the tenant's 用户编码 rules. */
  codes: CodeIssuer;
  /** From the system area: accounts opened for experts of the pool, with the tenant's initial password. */
  userAdmin: Pick<UserAdminService, 'checkGiven' | 'insertGiven' | 'listChanged' | 'checkDept'>;
  config: Pick<ConfigService, 'get'>;
}

/**
 * 职称管理's master data: reviewers and pools, organizations and clients, the title catalogue (series, professions,
 * titles, conditions, exceptions) and the eligibility check the review area's declarations run.
 */
export function createTitleArea(deps: TitleAreaDeps) {
  const { db, dicts } = deps;
  const refs = new TitleRefsRepo(db);
  const reviewerRepo = new ReviewerRepo(db);
  const seats = new ReviewerSeatsRepo(db);
  const reviewers = new ReviewerService(reviewerRepo, refs, dicts, seats, db, deps.codes, deps.counts);
  const accounts = new ReviewerAccounts(db, reviewerRepo, deps.userAdmin, deps.config);
  const conflicts = new ReviewerConflictService(new ReviewerConflictRepo(db), reviewers, refs, seats);
  const pools = new ReviewerPoolService(new ReviewerPoolRepo(db), refs, dicts);
  const poolMembers = new PoolMemberService(new PoolMemberRepo(db), pools, dicts);
  const organizationRepo = new OrganizationRepo(db);
  const organizations = new OrganizationService(organizationRepo, dicts);
  const clientRepo = new TitleClientRepo(db);
  const clients = new TitleClientService(clientRepo, organizationRepo, dicts, deps.oss);
  const registerProcess = new ClientRegisterProcess(deps.workflow.business, dicts, deps.warn);
  deps.registrations.onCompanyRegistered((unit) => registerProcess.start(unit.tx, unit));
  const { deptTrees, counts, sessions, workflow } = deps;
  const audits = new TitleClientAuditService(
    clientRepo,
    clients,
    deptTrees,
    counts,
    sessions,
    workflow,
    registerProcess,
  );
  workflow.events.on(async (event) => {
    const ended = verdictOf(event);
    if (ended) await audits.decide(event.tx, ended.actor, ended.clientId, ended.verdict);
  });
  const seriesRows = seriesRepo(db);
  const titleNameRows = titleNameRepo(db);
  const series = new SeriesService(seriesRows, dicts);
  const professions = new ProfessionService(professionRepo(db), dicts, seriesRows);
  const titleNames = new TitleNameService(titleNameRows, dicts, seriesRows);
  const conditions = new ConditionService(conditionRepo(db), dicts, titleNameRows);
  const exceptions = new ExceptionService(exceptionRepo(db), dicts, titleNameRows);
  const eligibility = new EligibilityService(new DossierRepo(db), dicts);

  const routes: FastifyPluginAsync = async (api) => {
    const { sse, maxFileSize } = deps;
    await api.register(reviewerRoutes, { reviewers, repo: reviewerRepo, refs, dicts, sse, maxFileSize });
    await api.register(reviewerAccountRoutes, { accounts });
    await api.register(reviewerConflictRoutes, { conflicts });
    await api.register(reviewerPoolRoutes, { pools, poolMembers });
    await api.register(organizationRoutes, { organizations });
    await api.register(titleClientRoutes, { clients, audits, maxFileSize });
    await api.register(seriesRoutes, { series });
    await api.register(professionRoutes, { professions });
    await api.register(titleNameRoutes, { titleNames });
    await api.register(conditionRoutes, { conditions });
    await api.register(exceptionRoutes, { exceptions });
    await api.register(eligibilityRoutes, { eligibility });
  };

  return { eligibility, refs, routes };
}

export type TitleArea = ReturnType<typeof createTitleArea>;
