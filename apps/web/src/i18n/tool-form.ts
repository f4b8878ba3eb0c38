/** Stored forms: 表单构建's 保存 / 打开 and the start forms of 发起流程. */
export const storedFormZhCN = {
  storedForm: {
    save: '保存',
    open: '打开',
    saveTitle: '保存表单',
    openTitle: '打开表单',
    formKey: '表单标识',
    formKeyHelp: '以字母开头，只含字母、数字和 _ : -；流程的开始节点和用户任务以此引用表单',
    formName: '表单名称',
    remark: '备注',
    status: '状态',
    fieldCount: '字段数',
    updateTime: '更新时间',
    saveAsNew: '另存为新表单',
    saved: '表单已保存',
    opened: '已打开表单{{name}}',
    current: '当前表单：{{name}}（{{key}}）',
    removeConfirm: '确认删除表单“{{name}}”吗？',
    empty: '还没有保存的表单',
    startFormMissing: '流程的发起表单“{{key}}”不存在或已停用，请联系流程管理员',
  },
};

export const storedFormEnUS: typeof storedFormZhCN = {
  storedForm: {
    save: 'Save',
    open: 'Open',
    saveTitle: 'Save form',
    openTitle: 'Open form',
    formKey: 'Form key',
    formKeyHelp:
      'Starts with a letter; letters, digits and _ : - only. Start events and user tasks name the form by it',
    formName: 'Form name',
    remark: 'Remark',
    status: 'Status',
    fieldCount: 'Fields',
    updateTime: 'Updated',
    saveAsNew: 'Save as a new form',
    saved: 'Form saved',
    opened: 'Opened form {{name}}',
    current: 'Current form: {{name}} ({{key}})',
    removeConfirm: 'Delete the form “{{name}}”?',
    empty: 'No saved forms yet',
    startFormMissing:
      'The start form “{{key}}” of this process does not exist or is disabled; ask the process administrator',
  },
};
