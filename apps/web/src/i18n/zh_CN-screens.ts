import { deptPostZhCN } from './system-dept';
import { authSocialScreensZhCN } from './auth-social';
import { dictConfigZhCN } from './system-dict';
import { roleZhCN } from './system-role';
import { userZhCN } from './system-user';
import { menuNoticeZhCN } from './system-menu';
import { clientOssZhCN } from './system-client';
import { oauthZhCN } from './oauth';
import { tenantZhCN } from './system-tenant';
import { attachmentZhCN } from './attachment';
import { reviewerZhCN } from './reviewer';
import { titleOrgZhCN } from './title-org';
import { employeeZhCN } from './employee';
import { authPagesZhCN } from './auth-pages';
import { titleCatalogZhCN } from './title-catalog';
import { dashboardZhCN } from './dashboard';
import { docsZhCN } from './docs';
import { reviewVoteZhCN } from './review-vote';
import { reviewActivityZhCN } from './review-activity';
import { reviewDefenseZhCN } from './review-defense';
import { reviewPapersZhCN } from './review-papers';
import { reviewTeamZhCN } from './review-team';
import { toolGenZhCN } from './tool-gen';
import { lowcodeZhCN } from './lowcode';
import { formBuilderZhCN } from './form-builder';
import { storedFormZhCN } from './tool-form';
import { dataSourceZhCN } from './system-data-source';
import { codeRuleZhCN } from './system-code-rule';
import { smsZhCN } from './system-sms';
import { workflowZhCN } from './workflow';
import { wfDesignerZhCN } from './workflow-designer';

/**
 * The zh_CN messages of the administration screens. They are not needed to sign in, so they load with the
 * console frame (loadScreenMessages) and keep the login page's first download small.
 */
export const zhCNScreens = {
  ...authSocialScreensZhCN,
  ...deptPostZhCN,
  ...dictConfigZhCN,
  ...roleZhCN,
  ...userZhCN,
  ...menuNoticeZhCN,
  ...clientOssZhCN,
  ...oauthZhCN,
  ...tenantZhCN,
  ...attachmentZhCN,
  ...reviewerZhCN,
  ...titleOrgZhCN,
  ...employeeZhCN,
  ...authPagesZhCN,
  ...titleCatalogZhCN,
  ...dashboardZhCN,
  ...docsZhCN,
  ...reviewVoteZhCN,
  ...reviewActivityZhCN,
  ...reviewDefenseZhCN,
  ...reviewPapersZhCN,
  ...reviewTeamZhCN,
  ...toolGenZhCN,
  ...lowcodeZhCN,
  ...formBuilderZhCN,
  ...storedFormZhCN,
  ...dataSourceZhCN,
  ...codeRuleZhCN,
  ...smsZhCN,
  ...workflowZhCN,
  ...wfDesignerZhCN,
};

export type ZhCNScreens = typeof zhCNScreens;
