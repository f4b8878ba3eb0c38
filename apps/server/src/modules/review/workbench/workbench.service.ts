import {
  DataScope,
  type AssignedDeclarationVo,
  type AssignedDossierVo,
  type EligibilityResult,
  type WorkbenchTasks,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { ListQuery } from '../../../platform/db/paging.js';
import { forbidden, ServiceError } from '../../../platform/http/errors.js';
import type { AttachmentFile, AttachmentService } from '../../employee/attachment/attachment.service.js';
import type { DossierService } from '../../employee/records/dossier.js';
import type { EligibilityService } from '../../title/eligibility/eligibility.service.js';
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
    private readonly eligibilities: EligibilityService,
    private readonly attachments: AttachmentService,
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
   * An assigned declaration (or one on the agenda of a vote meeting the caller sits in), and the caller entitled
   * to its applicant's records. The employee data scope would hide the applicant from a reviewer (their roles
   * reach only their own record); the assignment is what entitles them, so the records are read for a caller
   * whose scope is widened to the whole tenant — only after the assignment check.
   */
  private async entitled(caller: LoginUser, declarationId: number) {
    const reviewerIds = await this.scope.reviewerIds(caller);
    const declaration = reviewerIds.length
      ? ((await this.repo.assignedOne(caller.tenantId, reviewerIds, declarationId)) ??
        ((await this.repo.seatedFor(caller.tenantId, reviewerIds, declarationId))
          ? await this.repo.declarationOne(caller.tenantId, declarationId)
          : undefined))
      : undefined;
    if (!declaration) throw forbidden('review.notAssigned');
    const reader: LoginUser = {
      ...caller,
      roles: caller.roles.map((role) => ({ ...role, dataScope: DataScope.ALL })),
    };
    return { declaration, reader };
  }

  /** The declaration with its applicant's dossier (every sub-form and the attachments), read-only. */
  async dossier(caller: LoginUser, declarationId: number): Promise<AssignedDossierVo> {
    const { declaration, reader } = await this.entitled(caller, declarationId);
    const dossier = await this.dossiers.dossier(reader, declaration.employeeId);
    return { declaration, dossier };
  }

  /** The declaration's eligibility now, rule by rule, with its claimed exception (as the office checks it). */
  async eligibility(caller: LoginUser, declarationId: number): Promise<EligibilityResult> {
    const { declaration } = await this.entitled(caller, declarationId);
    const keys = await this.repo.eligibilityKeys(caller.tenantId, declarationId);
    const exceptionId = keys?.declareType === '2' && keys.exceptionId ? keys.exceptionId : undefined;
    const [result] = keys
      ? await this.eligibilities.evaluateMany(caller.tenantId, keys.titleId, [declaration.employeeId], {
          exceptionId,
        })
      : [];
    if (!result)
      throw new ServiceError('review.declare.employeeNotFound', { employeeId: declaration.employeeId });
    return result;
  }

  /** An attachment of this declaration's applicant, to show in the page; any other is not found. */
  async attachment(caller: LoginUser, declarationId: number, recordId: number): Promise<AttachmentFile> {
    const { declaration, reader } = await this.entitled(caller, declarationId);
    const attachment = await this.attachments.get(reader, recordId);
    if (attachment.employeeId !== declaration.employeeId) throw new ServiceError('attachment.notFound');
    return this.attachments.open(reader, recordId, true);
  }
}
