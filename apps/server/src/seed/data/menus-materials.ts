import type { MenuSeed } from '../types.js';
import { dir, page } from './menu-builders.js';

/**
 * 人员材料 (pages 300..349): the employee record and its sub-forms. Permissions `employee:<resource>:<action>`
 * (kebab-case resources); `submit` sends a sub-record for checking, `check` approves/returns/rejects it.
 */
export const EMPLOYEE_DIR = 22;
export const EMPLOYEE_INFO_PAGE = 300;
export const ATTACHMENT_TYPE_PAGE = 310;

const SUB_FORM_BUTTONS = ['query', 'add', 'edit', 'remove', 'export', 'import', 'submit', 'check'];

interface SubForm {
  menuId: number;
  path: string;
  view: string;
  zh: string;
  en: string;
  icon: string;
}

/** Order here is the sidebar order. */
const SUB_FORMS: SubForm[] = [
  {
    menuId: EMPLOYEE_INFO_PAGE,
    path: 'info',
    view: 'info',
    zh: '人员信息',
    en: 'Employee information',
    icon: 'user',
  },
  { menuId: 301, path: 'education', view: 'education', zh: '学历学位', en: 'Education', icon: 'education' },
  {
    menuId: 302,
    path: 'office-post',
    view: 'officePost',
    zh: '任职经历',
    en: 'Offices and posts',
    icon: 'post',
  },
  {
    menuId: 303,
    path: 'duty-achievement',
    view: 'dutyAchievement',
    zh: '任职业绩',
    en: 'Duty achievements',
    icon: 'chart',
  },
  {
    menuId: 304,
    path: 'yearly-achievement',
    view: 'yearlyAchievement',
    zh: '年度考核',
    en: 'Yearly assessments',
    icon: 'date',
  },
  {
    menuId: 305,
    path: 'academic-works',
    view: 'academicWorks',
    zh: '论文著作',
    en: 'Academic works',
    icon: 'documentation',
  },
  { menuId: 306, path: 'reward', view: 'reward', zh: '奖励情况', en: 'Awards', icon: 'star' },
  { menuId: 307, path: 'punishment', view: 'punishment', zh: '处分情况', en: 'Punishments', icon: 'lock' },
  { menuId: 308, path: 'training', view: 'training', zh: '继续教育', en: 'Training', icon: 'skill' },
  {
    menuId: 309,
    path: 'party-info',
    view: 'partyInfo',
    zh: '党团信息',
    en: 'Party information',
    icon: 'peoples',
  },
];

export const materialsMenus: MenuSeed[] = [
  dir(EMPLOYEE_DIR, 0, 4, 'employee', '人员材料', 'Materials', 'people'),
  ...SUB_FORMS.flatMap((f, i) =>
    page({
      menuId: f.menuId,
      parentId: EMPLOYEE_DIR,
      orderNum: i + 1,
      path: f.path,
      component: `employee/${f.view}/index`,
      prefix: `employee:${f.path}`,
      zh: f.zh,
      en: f.en,
      icon: f.icon,
      buttons: SUB_FORM_BUTTONS,
    }),
  ),
  ...page({
    menuId: 311,
    parentId: EMPLOYEE_DIR,
    orderNum: SUB_FORMS.length + 1,
    path: 'attachment',
    component: 'employee/attachment/index',
    prefix: 'employee:attachment',
    zh: '附件材料',
    en: 'Attachments',
    resZh: '附件',
    resEn: 'Attachment',
    icon: 'upload',
    buttons: ['query', 'upload', 'download', 'remove', 'export', 'submit', 'check'],
  }),
  ...page({
    menuId: ATTACHMENT_TYPE_PAGE,
    parentId: EMPLOYEE_DIR,
    orderNum: SUB_FORMS.length + 2,
    path: 'attachment-type',
    component: 'employee/attachmentType/index',
    prefix: 'employee:attachment-type',
    zh: '附件类型',
    en: 'Attachment types',
    icon: 'dict',
    buttons: ['query', 'add', 'edit', 'remove', 'export'],
  }),
];
