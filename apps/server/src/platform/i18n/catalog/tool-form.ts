/** Server messages of 表单构建's stored forms. Spread into `messages` (../messages.ts). */
export const toolFormMessages = {
  'form.notFound': { zh_CN: '表单不存在', en_US: 'No such form' },
  'form.keyNotFound': {
    zh_CN: "表单'{key}'不存在或已停用",
    en_US: "The form '{key}' does not exist or is disabled",
  },
  'form.keyExists': {
    zh_CN: "保存表单'{key}'失败，表单标识已存在",
    en_US: "Cannot save form '{key}': the form key already exists",
  },
  'formSchema.duplicateField': {
    zh_CN: '字段名 {name} 重复',
    en_US: 'The field name {name} is used twice',
  },
  'formSchema.unknownVisibleField': {
    zh_CN: '显示条件引用的字段 {name} 不存在',
    en_US: 'The visibility condition names an unknown field {name}',
  },
} as const;
