import type { AvatarVo, ProfileUpdateBody, ProfileVo, UpdatePasswordBody } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { SessionService } from '../../../platform/auth/session.service.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { hashPassword, verifyPassword } from '../../../platform/crypto/password-hash.js';
import type { PasswordPolicy } from '../user/password-policy.service.js';
import { ossDownloadUrl, type OssService } from '../../resource/oss/oss.service.js';
import type { UserRepo } from '../user/user.repo.js';
import type { ProfileRepo } from './profile.repo.js';

export class ProfileService {
  constructor(
    private readonly repo: ProfileRepo,
    private readonly users: UserRepo,
    private readonly sessions: SessionService,
    private readonly oss: OssService,
    private readonly policy: PasswordPolicy,
  ) {}

  private async row(session: LoginUser) {
    const row = await this.users.findById(session.tenantId, session.userId);
    if (!row) throw new ServiceError('user.noAccess');
    return row;
  }

  async get(session: LoginUser): Promise<ProfileVo> {
    const row = await this.row(session);
    const [roles, posts] = await Promise.all([
      this.users.rolesOf(session.tenantId, session.userId),
      this.repo.postNames(session.tenantId, session.userId),
    ]);
    return {
      user: {
        userId: row.userId,
        tenantId: row.tenantId,
        deptId: row.deptId,
        userName: row.userName,
        nickName: row.nickName,
        email: row.email,
        phonenumber: row.phonenumber,
        sex: row.sex,
        avatar: row.avatar === null ? null : ossDownloadUrl(row.avatar),
        loginIp: row.loginIp,
        loginDate: formatDateTime(row.loginDate),
        createTime: formatDateTime(row.createTime),
        deptName: row.deptName,
      },
      roleGroup: roles.map((r) => r.roleName).join(','),
      postGroup: posts.join(','),
    };
  }

  async update(session: LoginUser, body: ProfileUpdateBody): Promise<void> {
    const { tenantId, userId, userName } = session;
    if (body.email && (await this.repo.taken(tenantId, userId, 'email', body.email)))
      throw new ServiceError('profile.emailTaken', { userName });
    if (body.phonenumber && (await this.repo.taken(tenantId, userId, 'phonenumber', body.phonenumber)))
      throw new ServiceError('profile.phoneTaken', { userName });
    await this.repo.update(tenantId, userId, body);
    await this.sessions.versions.userChanged(userId);
  }

  /** Checks the old password, stores the new hash and ends every other session of the user. */
  async updatePassword(session: LoginUser, body: UpdatePasswordBody): Promise<void> {
    const row = await this.row(session);
    if (!(await verifyPassword(body.oldPassword, row.password)))
      throw new ServiceError('profile.oldPasswordWrong');
    if (body.newPassword === body.oldPassword) throw new ServiceError('profile.samePassword');
    await this.policy.check(session.tenantId, body.newPassword, 'newPassword');
    await this.repo.setPassword(session.tenantId, session.userId, await hashPassword(body.newPassword));
    await this.policy.markOwn(session.tenantId, session.userId);
    await this.sessions.versions.userChanged(session.userId);
    await this.sessions.setPasswordChangeRequired(session.tokenId, false);
    for (const tokenId of await this.sessions.tokenIdsOf(session.userId))
      if (tokenId !== session.tokenId) await this.sessions.endById(tokenId, session.userId);
  }

  async avatar(session: LoginUser, originalName: string, ext: string, content: Buffer): Promise<AvatarVo> {
    const stored = await this.oss.store(session, 'avatar', originalName, ext, content);
    await this.repo.setAvatar(session.tenantId, session.userId, stored.ossId);
    await this.sessions.versions.userChanged(session.userId);
    return { imgUrl: stored.url };
  }
}
