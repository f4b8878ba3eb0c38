import type { Language } from '@zcps/contracts';

/** Server messages of system administration: depts and posts. Spread into `messages` (../messages.ts). */
export const systemDeptMessages = {
  'dept.notFound': { zh_CN: '部门不存在', en_US: 'The department does not exist' },
  'dept.noAccess': { zh_CN: '没有权限访问部门数据！', en_US: 'No permission to access this department!' },
  'dept.addNameExists': {
    zh_CN: "新增部门'{deptName}'失败，部门名称已存在",
    en_US: "Could not add department '{deptName}': the name is already used under this parent",
  },
  'dept.editNameExists': {
    zh_CN: "修改部门'{deptName}'失败，部门名称已存在",
    en_US: "Could not update department '{deptName}': the name is already used under this parent",
  },
  'dept.parentDisabled': {
    zh_CN: '部门停用，不允许新增',
    en_US: 'The parent department is disabled; no department can be added under it',
  },
  'dept.parentNotFound': { zh_CN: '上级部门不存在', en_US: 'The parent department does not exist' },
  'dept.parentSelf': {
    zh_CN: "修改部门'{deptName}'失败，上级部门不能是自己",
    en_US: "Could not update department '{deptName}': it cannot be its own parent",
  },
  'dept.parentDescendant': {
    zh_CN: "修改部门'{deptName}'失败，上级部门不能是自己的下级部门",
    en_US: "Could not update department '{deptName}': the parent cannot be one of its sub-departments",
  },
  'dept.rootParent': {
    zh_CN: '顶级部门不能移动到其他部门下',
    en_US: 'The top department cannot be moved under another department',
  },
  'dept.tooDeep': {
    zh_CN: '部门层级过深，无法保存',
    en_US: 'The department tree is too deep to save this department',
  },
  'dept.hasEnabledChildren': {
    zh_CN: '该部门包含未停用的子部门!',
    en_US: 'This department has sub-departments that are not disabled!',
  },
  'dept.hasUsersDisable': {
    zh_CN: '该部门下存在已分配用户，不能禁用!',
    en_US: 'Users are assigned to this department; it cannot be disabled!',
  },
  'dept.hasChildren': {
    zh_CN: '存在下级部门,不允许删除',
    en_US: 'The department has sub-departments and cannot be deleted',
  },
  'dept.hasUsers': {
    zh_CN: '部门存在用户,不允许删除',
    en_US: 'The department has users and cannot be deleted',
  },
  'dept.hasPosts': {
    zh_CN: '部门存在岗位,不允许删除',
    en_US: 'The department has posts and cannot be deleted',
  },
  'dept.leaderNotFound': {
    zh_CN: '负责人不存在或已停用',
    en_US: 'The leader does not exist or is disabled',
  },
  'post.notFound': { zh_CN: '岗位不存在', en_US: 'The post does not exist' },
  'post.addNameExists': {
    zh_CN: "新增岗位'{postName}'失败，岗位名称已存在",
    en_US: "Could not add post '{postName}': the post name already exists",
  },
  'post.addCodeExists': {
    zh_CN: "新增岗位'{postName}'失败，岗位编码已存在",
    en_US: "Could not add post '{postName}': the post code already exists",
  },
  'post.editNameExists': {
    zh_CN: "修改岗位'{postName}'失败，岗位名称已存在",
    en_US: "Could not update post '{postName}': the post name already exists",
  },
  'post.editCodeExists': {
    zh_CN: "修改岗位'{postName}'失败，岗位编码已存在",
    en_US: "Could not update post '{postName}': the post code already exists",
  },
  'post.deptNotFound': { zh_CN: '所属部门不存在', en_US: 'The department of the post does not exist' },
  'post.assigned': {
    zh_CN: '{postName}已分配，不能删除!',
    en_US: '{postName} is assigned to users and cannot be deleted!',
  },
  'post.hasUsersDisable': {
    zh_CN: '该岗位下存在已分配用户，不能禁用!',
    en_US: 'Users hold this post; it cannot be disabled!',
  },
} as const satisfies Record<string, Record<Language, string>>;
