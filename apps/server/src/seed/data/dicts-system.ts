import type { DictTypeSeed } from '../types.js';
import { dict } from './dict-builders.js';

/** The reference's sys_* dictionaries (values and list classes as seeded there) and other platform ones. */
export const systemDicts: DictTypeSeed[] = [
  dict(
    'sys_user_sex',
    '用户性别',
    'User gender',
    [
      ['0', '男', 'Male'],
      ['1', '女', 'Female'],
      ['2', '未知', 'Unknown'],
    ],
    { defaultValue: '0', remark: '用户性别列表' },
  ),
  dict(
    'sys_show_hide',
    '菜单状态',
    'Menu visibility',
    [
      ['0', '显示', 'Show', 'primary'],
      ['1', '隐藏', 'Hide', 'danger'],
    ],
    { defaultValue: '0', remark: '菜单状态列表' },
  ),
  dict(
    'sys_normal_disable',
    '系统开关',
    'Normal / disabled',
    [
      ['0', '正常', 'Normal', 'primary'],
      ['1', '停用', 'Disabled', 'danger'],
    ],
    { defaultValue: '0', remark: '系统开关列表' },
  ),
  dict(
    'sys_yes_no',
    '系统是否',
    'Yes / no',
    [
      ['Y', '是', 'Yes', 'primary'],
      ['N', '否', 'No', 'danger'],
    ],
    { defaultValue: 'Y', remark: '系统是否列表' },
  ),
  dict(
    'sys_notice_type',
    '通知类型',
    'Notice type',
    [
      ['1', '通知', 'Notification', 'warning'],
      ['2', '公告', 'Announcement', 'success'],
    ],
    { defaultValue: '1', remark: '通知类型列表' },
  ),
  dict(
    'sys_notice_status',
    '通知状态',
    'Notice status',
    [
      ['0', '正常', 'Normal', 'primary'],
      ['1', '关闭', 'Closed', 'danger'],
    ],
    { defaultValue: '0', remark: '通知状态列表' },
  ),
  dict(
    'sys_oper_type',
    '操作类型',
    'Operation type',
    [
      ['1', '新增', 'Insert', 'info'],
      ['2', '修改', 'Update', 'info'],
      ['3', '删除', 'Delete', 'danger'],
      ['4', '授权', 'Grant', 'primary'],
      ['5', '导出', 'Export', 'warning'],
      ['6', '导入', 'Import', 'warning'],
      ['7', '强退', 'Force logout', 'danger'],
      ['8', '生成代码', 'Generate code', 'warning'],
      ['9', '清空数据', 'Clean data', 'danger'],
      ['0', '其他', 'Other', 'info'],
    ],
    { sort: { '0': 99 }, remark: '操作类型列表' },
  ),
  dict(
    'sys_common_status',
    '系统状态',
    'Result status',
    [
      ['0', '成功', 'Success', 'primary'],
      ['1', '失败', 'Failure', 'danger'],
    ],
    { remark: '登录状态列表' },
  ),
  dict(
    'sys_grant_type',
    '授权类型',
    'Grant type',
    [
      ['password', '密码认证', 'Password'],
      ['sms', '短信认证', 'SMS code'],
      ['email', '邮件认证', 'Email code'],
      ['xcx', '小程序认证', 'Mini program'],
      ['social', '三方登录认证', 'Social login'],
    ],
    { cssClass: 'el-check-tag', listClass: 'default', remark: '认证授权类型' },
  ),
  dict(
    'sys_device_type',
    '设备类型',
    'Device type',
    [
      ['pc', 'PC', 'PC'],
      ['android', '安卓', 'Android'],
      ['ios', 'iOS', 'iOS'],
      ['xcx', '小程序', 'Mini program'],
    ],
    { listClass: 'default', remark: '客户端设备类型' },
  ),
  dict(
    'sys_data_scope',
    '数据范围',
    'Data scope',
    [
      ['1', '全部数据权限', 'All data'],
      ['2', '自定数据权限', 'Custom departments'],
      ['3', '本部门数据权限', 'Own department'],
      ['4', '本部门及以下数据权限', 'Own department and below'],
      ['5', '仅本人数据权限', 'Own data only'],
      ['6', '部门及以下或本人数据权限', 'Department and below, or own data'],
    ],
    { listClass: 'default', defaultValue: '1', remark: '角色数据范围 (sys_role.data_scope)' },
  ),
  dict(
    'sys_menu_type',
    '菜单类型',
    'Menu type',
    [
      ['M', '目录', 'Directory', 'primary'],
      ['C', '菜单', 'Menu', 'success'],
      ['F', '按钮', 'Button', 'warning'],
    ],
    { defaultValue: 'M', remark: '菜单类型 (sys_menu.menu_type)' },
  ),
  dict(
    'sys_job_status',
    '任务状态',
    'Job status',
    [
      ['0', '正常', 'Normal', 'primary'],
      ['1', '暂停', 'Paused', 'danger'],
    ],
    { defaultValue: '0', remark: '定时任务状态' },
  ),
  dict(
    'sys_job_group',
    '任务分组',
    'Job group',
    [
      ['DEFAULT', '默认', 'Default'],
      ['SYSTEM', '系统', 'System'],
    ],
    { defaultValue: 'DEFAULT', remark: '定时任务分组' },
  ),
  dict(
    'user_type',
    '用户类型',
    'User type',
    [
      ['sys_user', '后台用户', 'Console user', 'primary'],
      ['app_user', '移动端用户', 'App user', 'info'],
      ['staff', '申报人', 'Applicant', 'success'],
      ['company', '委托单位', 'Entrusted unit', 'warning'],
      ['reviewer', '评审专家', 'Reviewer', 'danger'],
    ],
    { defaultValue: 'sys_user', remark: '用户类型 (sys_user.user_type)' },
  ),
  dict(
    'common_status',
    '通用状态',
    'Common status',
    [
      ['0', '开启', 'Enabled', 'primary'],
      ['1', '关闭', 'Disabled', 'info'],
    ],
    { defaultValue: '0', remark: '通用的启用/停用状态' },
  ),
  dict(
    'wf_business_status',
    '业务状态',
    'Business status',
    [
      ['draft', '草稿', 'Draft', 'info'],
      ['waiting', '待审核', 'Waiting', 'primary'],
      ['finish', '已完成', 'Finished', 'success'],
      ['back', '已退回', 'Returned', 'warning'],
      ['cancel', '已撤销', 'Cancelled', 'danger'],
      ['invalid', '已作废', 'Invalidated', 'danger'],
      ['termination', '已终止', 'Terminated', 'danger'],
    ],
    { remark: '工作流流程实例的业务状态' },
  ),
];
