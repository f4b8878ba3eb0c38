import type { FastifyPluginAsync } from 'fastify';
import type { SessionService } from '../../platform/auth/session.service.js';
import type { CountCache } from '../../platform/db/count-cache.js';
import type { Db } from '../../platform/db/database.js';
import type { DeptTrees } from '../../platform/db/dept-tree.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { createNotifier, type NotifyConfig } from '../../platform/notify/index.js';
import type { Store } from '../../platform/store/index.js';
import { SocialBindingRepo } from './social/social-binding.repo.js';
import type { OssService } from '../resource/oss/oss.service.js';
import type { SseHub } from '../resource/sse/sse.hub.js';
import { ClientRepo } from './client/client.repo.js';
import { clientRoutes } from './client/client.routes.js';
import { ClientService } from './client/client.service.js';
import { CodeRuleRepo } from './code-rule/code-rule.repo.js';
import { codeRuleRoutes } from './code-rule/code-rule.routes.js';
import { CodeIssuer, CodeRuleService } from './code-rule/code-rule.service.js';
import { ConfigAdminService } from './config/config-admin.service.js';
import { ConfigRepo } from './config/config.repo.js';
import { configRoutes } from './config/config.routes.js';
import { ConfigService } from './config/config.service.js';
import { DeptRepo } from './dept/dept.repo.js';
import { deptRoutes } from './dept/dept.routes.js';
import { DeptService } from './dept/dept.service.js';
import { DictDataRepo } from './dict/dict-data.repo.js';
import { dictDataRoutes } from './dict/dict-data.routes.js';
import { DictDataService } from './dict/dict-data.service.js';
import { DictTypeRepo } from './dict/dict-type.repo.js';
import { dictTypeRoutes } from './dict/dict-type.routes.js';
import { DictTypeService } from './dict/dict-type.service.js';
import { DictRepo } from './dict/dict.repo.js';
import { dictRoutes } from './dict/dict.routes.js';
import { DictService } from './dict/dict.service.js';
import { MenuAdminRepo } from './menu/menu-admin.repo.js';
import { menuAdminRoutes } from './menu/menu-admin.routes.js';
import { MenuAdminService } from './menu/menu-admin.service.js';
import { MenuRepo } from './menu/menu.repo.js';
import { menuRoutes } from './menu/menu.routes.js';
import { MenuService } from './menu/menu.service.js';
import { MyNoticeRepo } from './notice/my-notice.repo.js';
import { myNoticeRoutes } from './notice/my-notice.routes.js';
import { NoticeRepo } from './notice/notice.repo.js';
import { noticeRoutes } from './notice/notice.routes.js';
import { NoticeService } from './notice/notice.service.js';
import { PostRepo } from './post/post.repo.js';
import { postRoutes } from './post/post.routes.js';
import { PostService } from './post/post.service.js';
import { ProfileRepo } from './profile/profile.repo.js';
import { profileRoutes } from './profile/profile.routes.js';
import { ProfileService } from './profile/profile.service.js';
import { RoleUserRepo } from './role/role-user.repo.js';
import { RoleUserService } from './role/role-user.service.js';
import { RoleRepo } from './role/role.repo.js';
import { roleRoutes } from './role/role.routes.js';
import { RoleService } from './role/role.service.js';
import { SocialProviderRepo } from './social/social-provider.repo.js';
import { socialProviderRoutes } from './social/social-provider.routes.js';
import { SocialProviderService } from './social/social-provider.service.js';
import { tenantDynamicRoutes } from './tenant/tenant-dynamic.routes.js';
import { TenantLookupRepo } from './tenant/tenant-lookup.repo.js';
import { TenantPackageRepo } from './tenant/tenant-package.repo.js';
import { tenantPackageRoutes } from './tenant/tenant-package.routes.js';
import { TenantPackageService } from './tenant/tenant-package.service.js';
import { TenantProvisionRepo } from './tenant/tenant-provision.repo.js';
import { TenantRepo } from './tenant/tenant.repo.js';
import { tenantRoutes } from './tenant/tenant.routes.js';
import { TenantService } from './tenant/tenant.service.js';
import { UserAdminRepo } from './user/user-admin.repo.js';
import { userAdminRoutes } from './user/user-admin.routes.js';
import { UserAdminService } from './user/user-admin.service.js';
import { UserInfoService } from './user/user-info.service.js';
import { PasswordPolicy } from './user/password-policy.service.js';
import { UserPasswordRepo } from './user/user-password.repo.js';
import { UserRepo } from './user/user.repo.js';
import { userRoutes } from './user/user.routes.js';
import { Messenger } from './sms/messenger.js';
import { SmsRepo } from './sms/sms.repo.js';
import { smsRoutes } from './sms/sms.routes.js';
import { SmsService } from './sms/sms.service.js';

export interface SystemAreaDeps {
  db: Db;
  store: Store;
  sessions: SessionService;
  deptTrees: DeptTrees;
  counts: CountCache;
  oss: OssService;
  sse: SseHub;
  maxFileSize: number;
  /** Seals the message providers' secrets. */
  secrets: SecretBox;
  /** The environment's message providers (ZCPS_SMTP_*, the log provider). */
  notify?: NotifyConfig;
}

/**
 * Users, depts, posts, roles, menus, dictionaries, config, notices, tenants and their packages, clients, social
 * providers, the profile and the password policy.
 */
export function createSystemArea(deps: SystemAreaDeps) {
  const { db, store, sessions, deptTrees, counts, oss, sse, maxFileSize } = deps;
  const configRepo = new ConfigRepo(db);
  const config = new ConfigService(configRepo, store, sessions.versions);
  const dicts = new DictService(new DictRepo(db), store);
  const menus = new MenuService(new MenuRepo(db), store);
  const users = new UserRepo(db);
  const policy = new PasswordPolicy(config, new UserPasswordRepo(db), sessions.versions);
  const userInfo = new UserInfoService(users, policy, sessions);
  const socialProviders = new SocialProviderRepo(db);
  const socialBindings = new SocialBindingRepo(db);
  const deptRepo = new DeptRepo(db);
  const menuAdminRepo = new MenuAdminRepo(db);
  const dictTypeRepo = new DictTypeRepo(db);
  const userAdminRepo = new UserAdminRepo(db);
  const userAdmin = new UserAdminService(userAdminRepo, sessions, deptTrees, counts, policy);
  const dictTypes = new DictTypeService(dictTypeRepo, dicts);
  const dictData = new DictDataService(new DictDataRepo(db), dictTypeRepo, dicts);
  const configs = new ConfigAdminService(configRepo, config, dicts);
  const tenantLookup = new TenantLookupRepo(db);
  const packages = new TenantPackageService(new TenantPackageRepo(db), menuAdminRepo, dicts);
  const tenants = new TenantService(
    new TenantRepo(db),
    new TenantProvisionRepo(db),
    packages,
    sessions,
    menus,
    dicts,
    policy,
  );
  const clients = new ClientService(new ClientRepo(db), dicts);
  const profiles = new ProfileService(new ProfileRepo(db), users, sessions, oss, policy);
  const myNotices = new MyNoticeRepo(db);
  const notices = new NoticeService(new NoticeRepo(db), dicts, sse, counts);
  const menuAdmin = new MenuAdminService(menuAdminRepo, menus);
  const depts = new DeptService(deptRepo, deptTrees, sessions.versions);
  const posts = new PostService(new PostRepo(db), deptRepo, dicts);
  const roles = new RoleService(new RoleRepo(db), sessions, menus, dicts, counts);
  const roleUsers = new RoleUserService(new RoleUserRepo(db), roles);
  const socialProviderAdmin = new SocialProviderService(socialProviders, socialBindings);
  const codeRuleRepo = new CodeRuleRepo(db);
  const codeRules = new CodeRuleService(codeRuleRepo);
  /** Issues declaration, certificate and expert numbers by the tenant's 用户编码 rules. */
  const codes = new CodeIssuer(codeRuleRepo);
  const { notifier, log: notifyLog } = createNotifier(deps.notify);
  const smsRepo = new SmsRepo(db);
  /** Every message sent (codes, review notices) goes through it and into the send log. */
  const messenger = new Messenger(
    smsRepo,
    deps.secrets,
    notifier,
    notifyLog,
    deps.notify?.logProvider === true,
  );
  const sms = new SmsService(smsRepo, messenger, deps.secrets, deps.notify?.smtp);

  const routes: FastifyPluginAsync = async (api) => {
    await api.register(userRoutes, { userInfo });
    await api.register(userAdminRoutes, {
      users: userAdmin,
      repo: userAdminRepo,
      dicts,
      config,
      sse,
      maxFileSize,
    });
    await api.register(menuRoutes, { menus });
    await api.register(dictRoutes, { dicts });
    await api.register(dictTypeRoutes, { dictTypes });
    await api.register(dictDataRoutes, { dictData });
    await api.register(configRoutes, { configs });
    await api.register(tenantDynamicRoutes, { sessions, tenants: tenantLookup });
    await api.register(tenantRoutes, { tenants });
    await api.register(tenantPackageRoutes, { packages });
    await api.register(clientRoutes, { clients });
    await api.register(profileRoutes, { profiles, maxFileSize });
    await api.register(myNoticeRoutes, { myNotices });
    await api.register(noticeRoutes, { notices });
    await api.register(menuAdminRoutes, { menuAdmin });
    await api.register(deptRoutes, { depts });
    await api.register(postRoutes, { posts });
    await api.register(roleRoutes, { roles, roleUsers });
    await api.register(socialProviderRoutes, { socialProviders: socialProviderAdmin });
    await api.register(codeRuleRoutes, { codeRules });
    await api.register(smsRoutes, { sms });
    api.addHook('onClose', () => messenger.idle());
  };
  return {
    config,
    dicts,
    menus,
    users,
    userAdmin,
    userInfo,
    policy,
    socialProviders,
    socialBindings,
    tenantLookup,
    notices,
    myNotices,
    codes,
    messenger,
    notifyLog,
    routes,
  };
}

export type SystemArea = ReturnType<typeof createSystemArea>;
