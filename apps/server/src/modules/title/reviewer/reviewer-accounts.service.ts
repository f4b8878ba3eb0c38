import {
  RoleKey,
  type Language,
  type ReviewerAccountsBody,
  type ReviewerAccountsResult,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { hashPassword } from '../../../platform/crypto/password-hash.js';
import type { Db } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/unique-violation.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { localize } from '../../../platform/i18n/format.js';
import type { ConfigService } from '../../system/config/config.service.js';
import type { GivenAccount, UserAdminService } from '../../system/user/user-admin.service.js';
import type { ReviewerRepo } from './reviewer.repo.js';
import { reviewerScopeOf } from './reviewer.service.js';

const MOBILE = /^1[3-9]\d{9}$/;

/**
 * 开通账号: experts of the pool who cannot sign in cannot score or vote when drawn. The office opens an account
 * for every active reviewer without one (or those it picks) in one action: the user name is the expert number,
 * the role 评审专家, the password the tenant's initial one, to be changed at the first sign-in. Each account
 * and its link are written together; a reviewer whose account cannot be made is reported with the reason and
 * the others go on.
 */
export class ReviewerAccounts {
  constructor(
    private readonly db: Db,
    private readonly repo: ReviewerRepo,
    private readonly users: Pick<
      UserAdminService,
      'checkGiven' | 'insertGiven' | 'listChanged' | 'checkDept'
    >,
    private readonly config: Pick<ConfigService, 'get'>,
  ) {}

  async open(caller: LoginUser, body: ReviewerAccountsBody, lang: Language): Promise<ReviewerAccountsResult> {
    const initPassword = await this.config.get(caller.tenantId, 'sys.user.initPassword');
    if (!initPassword) throw new ServiceError('user.initPasswordMissing');
    const deptId = body.deptId ?? (await this.repo.accountsDept(caller.tenantId));
    if (!deptId) throw new ServiceError('reviewer.accountsDeptUnknown');
    const deptName = await this.users.checkDept(caller, deptId);
    const reviewers = await this.repo.withoutAccount(
      caller.tenantId,
      reviewerScopeOf(caller),
      body.reviewerIds,
    );
    if (!reviewers.length) throw new ServiceError('reviewer.allHaveAccounts');
    const passwordHash = await hashPassword(initPassword);
    const result: ReviewerAccountsResult = { deptName, created: [], skipped: [] };
    for (const r of reviewers) {
      const userName = r.reviewerNo ?? `zj${r.reviewerId}`;
      const account: GivenAccount = {
        userName,
        nickName: r.reviewerName,
        phonenumber: r.phone && MOBILE.test(r.phone) ? r.phone : undefined,
        email: r.email ?? undefined,
        sex: r.sex as GivenAccount['sex'],
        deptId,
      };
      try {
        const roleId = await this.users.checkGiven(caller, account, RoleKey.REVIEWER);
        await this.db.transaction(async (tx) => {
          const userId = await this.users.insertGiven(tx, caller, account, roleId, passwordHash);
          const link = { userId, deptId, by: caller.userId };
          if (!(await this.repo.link(tx, caller.tenantId, r.reviewerId, link)))
            throw new ServiceError('reviewer.linkedMeanwhile');
        });
        result.created.push({ reviewerId: r.reviewerId, reviewerName: r.reviewerName, userName });
      } catch (error) {
        // Another request took the name between the check and the insert: the same answer as the check's.
        const taken = isUniqueViolation(error) ? new ServiceError('user.nameTaken', { userName }) : error;
        if (!(taken instanceof ServiceError)) throw error;
        result.skipped.push({
          reviewerId: r.reviewerId,
          reviewerName: r.reviewerName,
          reason: localize(lang, taken),
        });
      }
    }
    if (result.created.length) await this.users.listChanged(caller.tenantId);
    return result;
  }
}
