import { hasPermission, HiddenRoutePermission } from '@zcps/contracts';
import type { ZhCNMessages } from '../i18n/zh_CN';

export type StaticRouteTitle = keyof ZhCNMessages['routes'];

/** Hidden routes of spec §2: mounted inside the layout only for users holding the permission. */
export interface StaticRouteDef {
  path: string;
  titleKey: StaticRouteTitle;
  permission: string;
  componentKey: string;
  /** Route params that must be all digits; anything else is a 404. */
  digitParams?: string[];
}

export const STATIC_ROUTES: readonly StaticRouteDef[] = [
  {
    path: '/design/catalogue',
    titleKey: 'designCatalogue',
    permission: HiddenRoutePermission.DESIGN,
    componentKey: 'design/catalogue/index',
  },
  {
    path: '/design/application',
    titleKey: 'designApplication',
    permission: HiddenRoutePermission.DESIGN,
    componentKey: 'design/application/index',
  },
  {
    path: '/design/object',
    titleKey: 'designObject',
    permission: HiddenRoutePermission.DESIGN,
    componentKey: 'design/object/index',
  },
  {
    path: '/system/user-auth/role/:userId',
    titleKey: 'userAuthRole',
    permission: HiddenRoutePermission.USER_AUTH_ROLE,
    componentKey: 'system/user/auth-role/index',
    digitParams: ['userId'],
  },
  {
    path: '/system/role-auth/user/:roleId',
    titleKey: 'roleAuthUser',
    permission: HiddenRoutePermission.ROLE_AUTH_USER,
    componentKey: 'system/role/auth-user/index',
    digitParams: ['roleId'],
  },
  {
    path: '/system/dict-data/index/:dictId',
    titleKey: 'dictData',
    permission: HiddenRoutePermission.DICT_DATA,
    componentKey: 'system/dict/data/index',
    digitParams: ['dictId'],
  },
  {
    path: '/system/oss-config/index',
    titleKey: 'ossConfig',
    permission: HiddenRoutePermission.OSS_CONFIG,
    componentKey: 'system/oss/config/index',
  },
  {
    path: '/codegen/edit',
    titleKey: 'codegenEdit',
    permission: HiddenRoutePermission.CODEGEN_EDIT,
    componentKey: 'tool/gen/edit/index',
  },
  {
    path: '/workflow/process/start',
    titleKey: 'processStart',
    permission: HiddenRoutePermission.WORKFLOW_PROCESS,
    componentKey: 'workflow/process/start/index',
  },
  {
    path: '/workflow/process/detail',
    titleKey: 'processDetail',
    permission: HiddenRoutePermission.WORKFLOW_PROCESS,
    componentKey: 'workflow/process/detail/index',
  },
  {
    path: '/workflow/model/design',
    titleKey: 'modelDesign',
    // WorkflowPermission.MODEL_DESIGN, written out: importing that object would put all its codes in the entry.
    permission: 'workflow:model:design',
    componentKey: 'workflow/model/design/index',
  },
  {
    path: '/OAuth/application',
    titleKey: 'oauthApplication',
    permission: HiddenRoutePermission.WORKFLOW_PROCESS,
    componentKey: 'oauth/application/index',
  },
  {
    path: '/OAuth/token',
    titleKey: 'oauthToken',
    permission: HiddenRoutePermission.WORKFLOW_PROCESS,
    componentKey: 'oauth/token/index',
  },
  {
    path: '/titleReviewApproval/index',
    titleKey: 'titleReviewApproval',
    permission: HiddenRoutePermission.TITLE_REVIEW_APPROVAL,
    componentKey: 'title/review-approval/index',
  },
];

export function allowedStaticRoutes(permissions: readonly string[]): StaticRouteDef[] {
  return STATIC_ROUTES.filter((route) => hasPermission(permissions, route.permission));
}
