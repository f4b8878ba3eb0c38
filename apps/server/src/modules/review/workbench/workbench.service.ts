import {
  DataScope,
  type AssignedDeclarationVo,
  type AssignedDossierVo,
  type WorkbenchTasks,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { ListQuery } from '../../../platform/db/paging.js';
import { forbidden } from '../../../platform/http/errors.js';
import type { DossierService } from '../../employee/records/dossier.js';
import type { ReviewerScope } from './reviewer-scope.js';
import type { AssignedFilter, WorkbenchRepo } from './workbench.repo.js';

/**
 * The reviewer's workbench (评审打分): what is waiting for them, the dossiers assigned to them and, read-only,
 * one assigned applicant's dossier. Nothing here reaches a declaration not assigned to the caller.
 */
export class WorkbenchService {
  constructor(
    private readonly repo: WorkbenchRepo,
    private readonly scope: ReviewerScope,
    private readonly dossiers: DossierService,
  ) {}

  async tasks(caller: LoginUser): Promise<WorkbenchTasks> {
    const reviewerIds = await this.scope.reviewerIds(caller);
    if (!reviewerIds.length) return { ratings: 0, scores: 0, ballots: 0, dossiers: 0 };
    return this.repo.tasks(caller.tenantId, reviewerIds);
  }

  async assigned(
    caller: LoginUser,
    query: ListQuery & AssignedFilter,
  ): Promise<{ rows: AssignedDeclarationVo[]; total: number }> {
    return this.repo.assigned(caller.tenantId, await this.scope.reviewerIds(caller), query);
  }

  /**
   * An assigned declaration (or one on the agenda of a vote meeting the caller sits in) with its applicant's
   * dossier. The employee data scope would hide the applicant
   * from a reviewer (their roles reach only their own record); the assignment is what entitles them, so the
   * dossier is read for a caller whose scope is widened to the whole tenant — only after the assignment check.
   */
  async dossier(caller: LoginUser, declarationId: number): Promise<AssignedDossierVo> {
    const reviewerIds = await this.scope.reviewerIds(caller);
    const declaration = reviewerIds.length
      ? ((await this.repo.assignedOne(caller.tenantId, reviewerIds, declarationId)) ??
        ((await this.repo.seatedFor(caller.tenantId, reviewerIds, declarationId))
          ? await this.repo.declarationOne(caller.tenantId, declarationId)
          : undefined))
      : undefined;
    if (!declaration) throw forbidden('review.notAssigned');
    const entitled: LoginUser = {
      ...caller,
      roles: caller.roles.map((role) => ({ ...role, dataScope: DataScope.ALL })),
    };
    const dossier = await this.dossiers.dossier(entitled, declaration.employeeId);
    return { declaration, dossier };
  }
}
