import { deptPostZhCN } from './system-dept';
import { dictConfigZhCN } from './system-dict';
import { roleZhCN } from './system-role';
import { userZhCN } from './system-user';
import { menuNoticeZhCN } from './system-menu';
import { clientOssZhCN } from './system-client';
import { oauthZhCN } from './oauth';
import { tenantZhCN } from './system-tenant';

/**
 * The zh_CN messages of the administration screens. They are not needed to sign in, so they load with the
 * console frame (loadScreenMessages) and keep the login page's first download small.
 */
export const zhCNScreens = {
  ...deptPostZhCN,
  ...dictConfigZhCN,
  ...roleZhCN,
  ...userZhCN,
  ...menuNoticeZhCN,
  ...clientOssZhCN,
  ...oauthZhCN,
  ...tenantZhCN,
};

export type ZhCNScreens = typeof zhCNScreens;
