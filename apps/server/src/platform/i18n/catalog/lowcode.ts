/** Server messages of the low-code designer and its runtime. Spread into `messages` (../messages.ts). */
export const lowcodeMessages = {
  'lowcode.appNotFound': { zh_CN: '应用不存在', en_US: 'No such app' },
  'lowcode.objectNotFound': { zh_CN: '对象不存在', en_US: 'No such object' },
  'lowcode.fieldNotFound': { zh_CN: '字段不存在', en_US: 'No such field' },
  'lowcode.rowNotFound': { zh_CN: '数据不存在', en_US: 'No such row' },
  'lowcode.notPublished': {
    zh_CN: '应用或对象不存在、未发布或已停用',
    en_US: 'The app or object does not exist, is not published or is disabled',
  },
  'lowcode.appKeyExists': {
    zh_CN: "应用标识'{key}'已被使用（标识决定表名和权限，所有租户共用），请换一个",
    en_US:
      "The app key '{key}' is taken (keys name tables and permissions shared by all tenants); choose another",
  },
  'lowcode.objectKeyExists': {
    zh_CN: "对象标识'{key}'已存在，或数据表 {table} 已被占用",
    en_US: "The object key '{key}' exists already, or the table {table} is taken",
  },
  'lowcode.fieldNameExists': {
    zh_CN: "字段名'{name}'已存在",
    en_US: "The field name '{name}' exists already",
  },
  'lowcode.fieldNameReserved': {
    zh_CN: "字段名'{name}'是标准列（id、租户、部门、创建/更新人和时间、删除标志），请换一个",
    en_US:
      "'{name}' is a standard column (id, tenant, dept, created/updated by and at, delete flag); choose another",
  },
  'lowcode.dictTypeRequired': {
    zh_CN: '字段“{label}”是选择类字段，请选择字典类型',
    en_US: 'The field “{label}” is a choice field: choose its dictionary type',
  },
  'lowcode.refObjectRequired': {
    zh_CN: '字段“{label}”是关联字段，请选择同一应用中要关联的对象',
    en_US: 'The field “{label}” is a reference: choose the object of the same app it refers to',
  },
  'lowcode.titleFieldUnknown': {
    zh_CN: "标题字段'{name}'不是该对象的启用字段",
    en_US: "The title field '{name}' is not an active field of the object",
  },
  'lowcode.pageFieldUnknown': {
    zh_CN: "页面布局中的字段'{name}'不是该对象的启用字段",
    en_US: "The page layout names '{name}', which is not an active field of the object",
  },
  'lowcode.appHasObjects': {
    zh_CN: '应用“{name}”下还有对象，请先删除对象',
    en_US: 'The app “{name}” still has objects: delete them first',
  },
  'lowcode.objectHasRows': {
    zh_CN: '对象“{label}”的数据表中还有数据，删除会丢失数据；请先删除数据，或保留该对象并取消发布',
    en_US:
      'The table of “{label}” still holds rows and deleting it would lose them: delete the rows first, or keep the object and unpublish the app',
  },
  'lowcode.objectReferenced': {
    zh_CN: '对象“{label}”被字段“{field}”关联，请先修改或删除该字段',
    en_US: 'The object “{label}” is referred to by the field “{field}”: change or delete that field first',
  },
  'lowcode.fieldHasValues': {
    zh_CN: '字段“{label}”已有数据，删除列会丢失数据。请改为隐藏该字段（数据保留），或先清空该列的数据再删除',
    en_US:
      'The field “{label}” holds values and dropping its column would lose them. Hide the field instead (its values stay), or clear the column first',
  },
  'lowcode.narrowLength': {
    zh_CN: '字段“{label}”的长度不能从 {from} 改小为 {to}：已有数据可能被截断。请新增一个字段并复制数据',
    en_US:
      'The length of “{label}” cannot shrink from {from} to {to}: values could be cut. Add a new field and copy the data instead',
  },
  'lowcode.narrowNumber': {
    zh_CN: '字段“{label}”的精度或小数位不能改小（{from} → {to}）：已有数据可能丢失。请新增一个字段并复制数据',
    en_US:
      'The precision or scale of “{label}” cannot shrink ({from} → {to}): values could be lost. Add a new field and copy the data instead',
  },
  'lowcode.narrowText': {
    zh_CN: '字段“{label}”不能从长文本改为限长文本：已有数据可能被截断。请新增一个字段并复制数据',
    en_US:
      'The field “{label}” cannot go from unlimited text to limited text: values could be cut. Add a new field and copy the data instead',
  },
  'lowcode.typeIncompatible': {
    zh_CN: '字段“{label}”不能从“{from}”类型改为“{to}”类型：已有数据无法转换。请新增一个字段并复制数据',
    en_US:
      'The field “{label}” cannot change from type “{from}” to “{to}”: its values cannot be converted. Add a new field and copy the data instead',
  },
  'lowcode.scaleOverPrecision': {
    zh_CN: '字段“{label}”的小数位不能大于总位数',
    en_US: 'The scale of “{label}” cannot exceed its precision',
  },
  'lowcode.reorderMismatch': {
    zh_CN: '排序须包含该对象的全部字段',
    en_US: 'The new order must list every field of the object',
  },
  'lowcode.importBad': {
    zh_CN: '导入文件不是有效的应用定义：{reason}',
    en_US: 'The file is not a valid app definition: {reason}',
  },
  'lowcode.unique': {
    zh_CN: "{field}'{value}'已存在",
    en_US: "{field} '{value}' exists already",
  },
  'lowcode.uniqueExisting': {
    zh_CN: "字段“{label}”已有重复的值'{value}'，不能设为唯一：请先修改或删除重复的数据",
    en_US:
      "{label} already holds '{value}' more than once, so it cannot be made unique: change or delete the duplicates first",
  },
  'lowcode.graduateUnpublished': {
    zh_CN: '对象“{label}”尚未发布，发布后才能转为代码',
    en_US: '{label} is not published yet: publish it before graduating it to code',
  },
  'lowcode.fileMissing': {
    zh_CN: '{field}的文件不存在，请重新上传',
    en_US: '{field}: a file is missing, upload it again',
  },
  'lowcode.notTree': {
    zh_CN: '对象“{label}”不是树形对象',
    en_US: '{label} is not a tree object',
  },
  'lowcode.parentMissing': { zh_CN: '上级数据（{id}）不存在', en_US: 'The parent row ({id}) does not exist' },
  'lowcode.parentCycle': {
    zh_CN: '上级不能是本条数据或其下级',
    en_US: 'A row cannot be placed under itself or one of its descendants',
  },
  'lowcode.hasChildren': {
    zh_CN: '数据（{id}）下还有下级，请先删除或移走下级',
    en_US: 'Row {id} still has children: delete or move them first',
  },
  'lowcode.refMissing': {
    zh_CN: '{field}选择的数据不存在',
    en_US: '{field}: the chosen row does not exist',
  },
  'lowcode.userMissing': { zh_CN: '{field}选择的用户不存在', en_US: '{field}: no such user' },
  'lowcode.deptMissing': { zh_CN: '{field}选择的部门不存在', en_US: '{field}: no such department' },
  'lowcode.invalid': { zh_CN: '{details}', en_US: '{details}' },
  'lowcode.yes': { zh_CN: '是', en_US: 'Yes' },
  'lowcode.no': { zh_CN: '否', en_US: 'No' },
  'lowcode.importBadHeader': {
    zh_CN: '导入文件的表头不符合模板，请先下载模板',
    en_US: 'The import file does not follow the template; download the template first',
  },
  'lowcode.patternCustom': { zh_CN: '{field}：{message}', en_US: '{field}: {message}' },
  'lowcode.sheet': { zh_CN: '{label}数据', en_US: '{label} rows' },
  'lowcode.column.id': { zh_CN: '编号', en_US: 'ID' },
  'lowcode.column.createTime': { zh_CN: '创建时间', en_US: 'Created' },
  'lowcode.op.query': { zh_CN: '查询', en_US: 'Query' },
  'lowcode.op.add': { zh_CN: '新增', en_US: 'Add' },
  'lowcode.op.edit': { zh_CN: '修改', en_US: 'Edit' },
  'lowcode.op.remove': { zh_CN: '删除', en_US: 'Delete' },
  'lowcode.op.export': { zh_CN: '导出', en_US: 'Export' },
  'lowcode.op.import': { zh_CN: '导入', en_US: 'Import' },
  'formSchema.min': { zh_CN: '{field}不能小于 {min}', en_US: '{field} must be at least {min}' },
  'formSchema.max': { zh_CN: '{field}不能大于 {max}', en_US: '{field} must be at most {max}' },
  'formSchema.pattern': { zh_CN: '{field}格式不正确', en_US: '{field} has the wrong format' },
  'formSchema.minLength': {
    zh_CN: '{field}长度不能少于 {min}',
    en_US: '{field} must have at least {min} characters or items',
  },
  'formSchema.maxLength': {
    zh_CN: '{field}长度不能超过 {max}',
    en_US: '{field} must have at most {max} characters or items',
  },
  'formSchema.maxCount': { zh_CN: '{field}最多 {max} 个文件', en_US: '{field}: at most {max} files' },
  'formSchema.notAnOption': {
    zh_CN: "{field}的值'{value}'不在可选项中",
    en_US: "{field}: '{value}' is not one of the choices",
  },
  'formSchema.rangeOrder': {
    zh_CN: '{field}的开始日期不能晚于结束日期',
    en_US: '{field}: the start must not be after the end',
  },
} as const;
