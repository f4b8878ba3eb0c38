/** Server messages of 代码生成's table settings (import, edit, sync). Spread into `messages` (../messages.ts). */
export const toolGenMessages = {
  'gen.notFound': { zh_CN: '表信息不存在', en_US: 'No such generator table' },
  'gen.noTables': { zh_CN: '请选择要导入的表', en_US: 'Choose the tables to import' },
  'gen.tableMissing': {
    zh_CN: '数据源 {dataName} 中不存在表 {table}',
    en_US: 'The data source {dataName} has no table {table}',
  },
  'gen.noPrimaryKey': {
    zh_CN: '表 {table} 没有主键，不能导入代码生成',
    en_US: 'The table {table} has no primary key and cannot be imported',
  },
  'gen.alreadyImported': {
    zh_CN: '表 {table} 已导入，请勿重复导入',
    en_US: 'The table {table} is already imported',
  },
  'gen.syncGone': {
    zh_CN: '同步数据失败，原表结构不存在：{table}',
    en_US: 'Cannot synchronize: the table {table} no longer exists',
  },
  'gen.identifier': {
    zh_CN: '{field}“{value}”不合法：须以小写字母开头，只含字母和数字',
    en_US: '{field} "{value}" is not valid: start with a lower-case letter, letters and digits only',
  },
  'gen.className': {
    zh_CN: '{field}“{value}”不合法：须以大写字母开头，只含字母和数字',
    en_US: '{field} "{value}" is not valid: start with an upper-case letter, letters and digits only',
  },
  'gen.reserved': {
    zh_CN: '{field}“{value}”是保留字，请换一个名称',
    en_US: '{field} "{value}" is a reserved word; choose another name',
  },
  'gen.collides': {
    zh_CN: '{field}“{value}”与已有的模块 {path} 重名，请换一个名称',
    en_US: '{field} "{value}" collides with the existing module {path}; choose another name',
  },
  'gen.unsafeText': {
    zh_CN: '{field}含有不允许的内容（*/、反引号或 ${），请删除后再保存',
    en_US: '{field} contains text that is not allowed (*/, backticks or ${); remove it and save again',
  },
  'gen.duplicateField': {
    zh_CN: '字段名 {value} 重复',
    en_US: 'The field name {value} is used twice',
  },
  'gen.columnUnknown': {
    zh_CN: '字段 {id} 不属于此表',
    en_US: 'Column {id} does not belong to this table',
  },
  'gen.columnsMissing': {
    zh_CN: '请提交此表的全部字段',
    en_US: 'Send every column of the table',
  },
  'gen.genPath': {
    zh_CN: '自定义路径“{value}”不合法：只能是本工程内的相对路径（字母、数字、_ - . /，不含 ..）',
    en_US: 'Custom path "{value}" is not valid: a path inside this project (letters, digits, _ - . /, no ..)',
  },
  'gen.treeOptions': {
    zh_CN: '树表须设置树编码字段、树父编码字段和树名称字段',
    en_US: 'A tree table needs its tree code, tree parent code and tree name columns',
  },
  'gen.treeColumn': {
    zh_CN: '{field}指向的字段 {column} 不在此表中',
    en_US: '{field} names the column {column}, which this table does not have',
  },
} as const;
