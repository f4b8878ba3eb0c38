import { authAccountMessages } from './catalog/auth-account.js';
import { authSocialMessages } from './catalog/auth-social.js';
import { authMessages } from './catalog/auth.js';
import { commonMessages } from './catalog/common.js';
import { employeeAttachmentMessages } from './catalog/employee-attachment.js';
import { employeeSheetsMessages } from './catalog/employee-sheets.js';
import { employeeMessages } from './catalog/employee.js';
import { monitorSheetsMessages } from './catalog/monitor-sheets.js';
import { monitorMessages } from './catalog/monitor.js';
import { oauthMessages } from './catalog/oauth.js';
import { resourceMessages } from './catalog/resource.js';
import { reviewActivityMessages } from './catalog/review-activity.js';
import { reviewDefenseMessages } from './catalog/review-defense.js';
import { reviewSheetsMessages } from './catalog/review-sheets.js';
import { reviewTeamMessages } from './catalog/review-team.js';
import { reviewVoteMessages } from './catalog/review-vote.js';
import { reviewMessages } from './catalog/review.js';
import { systemClientMessages } from './catalog/system-client.js';
import { systemCodeRuleMessages } from './catalog/system-code-rule.js';
import { systemSmsMessages } from './catalog/system-sms.js';
import { systemDeptMessages } from './catalog/system-dept.js';
import { systemDictMessages } from './catalog/system-dict.js';
import { systemMenuMessages } from './catalog/system-menu.js';
import { systemRoleMessages } from './catalog/system-role.js';
import { systemSheetsMessages } from './catalog/system-sheets.js';
import { systemTenantMessages } from './catalog/system-tenant.js';
import { systemUserMessages } from './catalog/system-user.js';
import { systemMessages } from './catalog/system.js';
import { titleCatalogMessages } from './catalog/title-catalog.js';
import { titleEligibilityMessages } from './catalog/title-eligibility.js';
import { titleOrgMessages } from './catalog/title-org.js';
import { titleReviewerMessages } from './catalog/title-reviewer.js';
import { titleSheetsMessages } from './catalog/title-sheets.js';
import { toolGenCodeMessages } from './catalog/tool-gen-code.js';
import { toolDataSourceMessages } from './catalog/tool-datasource.js';
import { toolFormMessages } from './catalog/tool-form.js';
import { toolGenMessages } from './catalog/tool-gen.js';
import { lowcodeMessages } from './catalog/lowcode.js';
import { workflowMessages } from './catalog/workflow.js';

/**
 * Every message the server words, in both languages, one file per area under catalog/. Keys are stable ids;
 * `{name}` marks a named parameter, and the literal templates let `formatMessage` check names at compile time.
 */
export const messages = {
  ...commonMessages,
  ...resourceMessages,
  ...systemMessages,
  ...systemUserMessages,
  ...systemRoleMessages,
  ...systemDeptMessages,
  ...systemDictMessages,
  ...systemMenuMessages,
  ...systemClientMessages,
  ...systemCodeRuleMessages,
  ...systemSmsMessages,
  ...systemTenantMessages,
  ...systemSheetsMessages,
  ...monitorMessages,
  ...monitorSheetsMessages,
  ...authMessages,
  ...authAccountMessages,
  ...authSocialMessages,
  ...oauthMessages,
  ...titleCatalogMessages,
  ...titleOrgMessages,
  ...titleReviewerMessages,
  ...titleEligibilityMessages,
  ...titleSheetsMessages,
  ...employeeMessages,
  ...employeeAttachmentMessages,
  ...employeeSheetsMessages,
  ...reviewMessages,
  ...reviewActivityMessages,
  ...reviewTeamMessages,
  ...reviewVoteMessages,
  ...reviewDefenseMessages,
  ...reviewSheetsMessages,
  ...toolDataSourceMessages,
  ...toolFormMessages,
  ...toolGenMessages,
  ...toolGenCodeMessages,
  ...lowcodeMessages,
  ...workflowMessages,
} as const;

export type MessageKey = keyof typeof messages;
