import type { Language } from '@zcps/contracts';

/** Server messages of system administration: menus and notices. Spread into `messages` (../messages.ts). */
export const systemMenuMessages = {
  'menu.notFound': { zh_CN: '菜单不存在：{menuId}', en_US: 'No such menu: {menuId}' },
  'menu.addExists': {
    zh_CN: "新增菜单'{menuName}'失败，菜单名称(menuName)已存在",
    en_US: "Adding menu '{menuName}' failed: the menu name (menuName) already exists under this parent",
  },
  'menu.editExists': {
    zh_CN: "修改菜单'{menuName}'失败，菜单名称(menuName)已存在",
    en_US: "Updating menu '{menuName}' failed: the menu name (menuName) already exists under this parent",
  },
  'menu.pathRequired': {
    zh_CN: '路由地址(path)不能为空',
    en_US: 'Route path (path) is required for directories and pages',
  },
  'menu.linkNotHttp': {
    zh_CN: "菜单'{menuName}'失败，外链的路由地址(path)必须以http(s)://开头",
    en_US: "Menu '{menuName}' failed: the route path (path) of an external link must start with http(s)://",
  },
  'menu.componentRequired': {
    zh_CN: '组件路径(component)不能为空',
    en_US: 'Component (component) is required for a page that is not a link',
  },
  'menu.parentSelf': {
    zh_CN: "修改菜单'{menuName}'失败，上级菜单(parentId)不能选择自己",
    en_US: "Updating menu '{menuName}' failed: the parent menu (parentId) cannot be the menu itself",
  },
  'menu.parentDescendant': {
    zh_CN: "修改菜单'{menuName}'失败，上级菜单(parentId)不能是它的下级菜单",
    en_US: "Updating menu '{menuName}' failed: the parent menu (parentId) cannot be one of its descendants",
  },
  'menu.parentMissing': {
    zh_CN: '上级菜单(parentId)不存在：{parentId}',
    en_US: 'Parent menu (parentId) does not exist: {parentId}',
  },
  'menu.parentIsButton': {
    zh_CN: '上级菜单(parentId)不能是按钮',
    en_US: 'The parent menu (parentId) cannot be a button',
  },
  'menu.hasChildren': {
    zh_CN: '存在子菜单,不允许删除',
    en_US: 'The menu has sub-menus and cannot be deleted',
  },
  'menu.assigned': {
    zh_CN: '菜单已分配,不允许删除',
    en_US: 'The menu is granted to a role and cannot be deleted',
  },
  'menu.superAdminOnly': {
    zh_CN: '菜单为平台共用，仅超级管理员可以修改',
    en_US: 'Menus are shared by every tenant; only the super administrator may change them',
  },
  'menu.roleNotFound': { zh_CN: '角色不存在：{roleId}', en_US: 'No such role: {roleId}' },
  'notice.notFound': { zh_CN: '通知公告不存在：{noticeId}', en_US: 'No such notice: {noticeId}' },
} as const satisfies Record<string, Record<Language, string>>;
