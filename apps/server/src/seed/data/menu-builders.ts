import type { MenuSeed } from '../types.js';

/**
 * Small builders for the menu seed. Id scheme (kept stable, see menus.ts):
 * directories 1..99, pages 100..899, buttons `1000 + pageId * 10 + i` (so page 100's buttons are 2000..2009).
 */

/** Verbs used for button names: key → [zh_CN, en_US]. */
const ACTION_NAMES: Record<string, readonly [string, string]> = {
  list: ['列表', 'List'],
  query: ['查询', 'Query'],
  add: ['新增', 'Add'],
  edit: ['修改', 'Edit'],
  remove: ['删除', 'Delete'],
  export: ['导出', 'Export'],
  import: ['导入', 'Import'],
  resetPwd: ['重置密码', 'Reset password'],
  changeStatus: ['状态修改', 'Change status'],
  unlock: ['账户解锁', 'Unlock account'],
  batchLogout: ['批量强退', 'Batch logout'],
  forceLogout: ['单条强退', 'Force logout'],
  upload: ['上传', 'Upload'],
  download: ['下载', 'Download'],
  preview: ['预览', 'Preview'],
  code: ['生成代码', 'Generate code'],
  run: ['执行一次', 'Run once'],
  send: ['发送', 'Send'],
  design: ['设计', 'Design'],
  deploy: ['部署', 'Deploy'],
  suspend: ['挂起激活', 'Suspend or activate'],
  approve: ['办理', 'Approve'],
  reject: ['驳回', 'Reject'],
  transfer: ['转办', 'Transfer'],
  cancel: ['撤销', 'Cancel'],
  start: ['开始', 'Start'],
  end: ['结束', 'End'],
  submit: ['提交审核', 'Submit'],
  withdraw: ['撤回', 'Withdraw'],
  recommend: ['单位推荐', 'Recommend'],
  check: ['审核', 'Check'],
  audit: ['审核', 'Audit'],
  draw: ['随机抽取', 'Random draw'],
  redraw: ['重新抽取', 'Redraw'],
  assign: ['分配', 'Assign'],
  tally: ['计票', 'Tally'],
  return: ['退回', 'Return'],
  arrange: ['答辩安排', 'Arrange defense'],
  checkin: ['答辩签到', 'Check in'],
  score: ['答辩评分', 'Score defense'],
  opinion: ['评议意见', 'Write opinion'],
  'close-review': ['结束评议', 'Close review'],
  vote: ['投票', 'Vote'],
  'new-round': ['新一轮投票', 'New round'],
  publicize: ['公示', 'Publicize'],
  confirm: ['终审确认', 'Confirm final'],
  revoke: ['撤销资格', 'Revoke'],
  certificate: ['证书编号', 'Number certificates'],
  rate: ['评分', 'Rate'],
  publish: ['发布结果', 'Publish results'],
  'begin-assignment': ['开始分配', 'Begin assignment'],
  'finish-assignment': ['完成分配', 'Finish assignment'],
  'begin-defense': ['开始答辩', 'Begin defense'],
  'finish-defense': ['结束答辩', 'Finish defense'],
};

/** A button: an action key of ACTION_NAMES under the page's prefix, or a fully spelled-out button. */
export type ButtonSpec = string | { perms: string; zh: string; en: string };

export interface PageSpec {
  menuId: number;
  parentId: number;
  orderNum: number;
  path: string;
  component: string;
  /** Permission prefix, e.g. `system:user`; the page gets `<prefix>:list` unless `perms` is given. */
  prefix: string;
  perms?: string | null;
  /** Page title, e.g. 用户管理 / User management. */
  zh: string;
  en: string;
  /** Resource noun for button names, e.g. 用户 / User (defaults to the page title). */
  resZh?: string;
  resEn?: string;
  icon: string;
  buttons?: ButtonSpec[];
  visible?: '0' | '1';
  isFrame?: 0 | 1;
  queryParam?: string | null;
  remark?: string;
}

export function dir(
  menuId: number,
  parentId: number,
  orderNum: number,
  path: string,
  menuName: string,
  menuNameEn: string,
  icon: string,
  extra: Partial<MenuSeed> = {},
): MenuSeed {
  return {
    menuId,
    parentId,
    menuName,
    menuNameEn,
    orderNum,
    path,
    component: null,
    isFrame: 1,
    isCache: 0,
    menuType: 'M',
    visible: '0',
    status: '0',
    perms: null,
    icon,
    ...extra,
  };
}

export function buttonId(pageId: number, index: number): number {
  if (pageId >= 900 || index >= 10) throw new Error(`button id out of range: page ${pageId}, #${index}`);
  return 1000 + pageId * 10 + index;
}

/** A page (C) followed by its buttons (F). */
export function page(spec: PageSpec): MenuSeed[] {
  const pageSeed: MenuSeed = {
    menuId: spec.menuId,
    parentId: spec.parentId,
    menuName: spec.zh,
    menuNameEn: spec.en,
    orderNum: spec.orderNum,
    path: spec.path,
    component: spec.component,
    queryParam: spec.queryParam ?? null,
    isFrame: spec.isFrame ?? 1,
    isCache: 0,
    menuType: 'C',
    visible: spec.visible ?? '0',
    status: '0',
    perms: spec.perms === undefined ? `${spec.prefix}:list` : spec.perms,
    icon: spec.icon,
    ...(spec.remark ? { remark: spec.remark } : {}),
  };
  const resZh = spec.resZh ?? spec.zh;
  const resEn = spec.resEn ?? spec.en;
  const buttons = (spec.buttons ?? []).map((b, i): MenuSeed => {
    let perms: string;
    let zh: string;
    let en: string;
    if (typeof b === 'string') {
      const names = ACTION_NAMES[b];
      if (!names) throw new Error(`unknown button action '${b}' on menu ${spec.menuId}`);
      perms = `${spec.prefix}:${b}`;
      zh = `${resZh}${names[0]}`;
      en = `${resEn}: ${names[1]}`;
    } else {
      ({ perms, zh, en } = b);
    }
    return {
      menuId: buttonId(spec.menuId, i),
      parentId: spec.menuId,
      menuName: zh,
      menuNameEn: en,
      orderNum: i + 1,
      path: '',
      component: null,
      isFrame: 1,
      isCache: 0,
      menuType: 'F',
      visible: '0',
      status: '0',
      perms,
      icon: '#',
    };
  });
  return [pageSeed, ...buttons];
}

/** A hidden page (visible '1') reached from another screen, gated by one permission. */
export function hiddenPage(
  menuId: number,
  parentId: number,
  orderNum: number,
  path: string,
  component: string,
  perms: string,
  zh: string,
  en: string,
): MenuSeed {
  const [seed] = page({
    menuId,
    parentId,
    orderNum,
    path,
    component,
    prefix: '',
    perms,
    zh,
    en,
    icon: '#',
    visible: '1',
  });
  return seed as MenuSeed;
}

/** The usual CRUD button set. */
export const CRUD = ['query', 'add', 'edit', 'remove', 'export'] as const;
export const CRUD_IMPORT = [...CRUD, 'import'] as const;
