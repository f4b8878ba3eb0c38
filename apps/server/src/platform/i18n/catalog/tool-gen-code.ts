import type { Language } from '@zcps/contracts';

/** 代码生成's emission: refused models, wiring and writing to the checkout. Spread into `messages` (../messages.ts). */
export const toolGenCodeMessages = {
  'genCode.badName': {
    zh_CN: '名称不可用于生成代码（{kind}）：{name}，须为字母开头的小写标识符且不能是保留字',
    en_US:
      'Name not usable in generated code ({kind}): {name}; use a lower-case identifier that is not a reserved word',
  },
  'genCode.badType': {
    zh_CN: '列 {name} 的类型 {type} 不支持生成代码',
    en_US: 'Column {name} has a type the generator does not support: {type}',
  },
  'genCode.noTenant': {
    zh_CN: '表 {table} 缺少 tenant_id 列，生成的代码按租户隔离数据',
    en_US: 'Table {table} has no tenant_id column; generated code keeps tenants apart',
  },
  'genCode.noPk': {
    zh_CN: '表 {table} 须有且只有一个整数主键列',
    en_US: 'Table {table} needs exactly one integer primary key column',
  },
  'genCode.badTree': {
    zh_CN: '树表 {table} 须指定树父编码（整数列）和树名称（文本列）',
    en_US: 'Tree table {table} needs a parent column (an integer) and a name column (text)',
  },
  'genCode.patchFailed': {
    zh_CN: '无法在 {path} 中登记生成的代码，请手工登记',
    en_US: 'Could not wire the generated code into {path}; wire it by hand',
  },
  'genCode.writeOff': {
    zh_CN: '写入代码到当前工程未开启（设置 ZCPS_CODEGEN_WRITE=true 后重启，仅用于开发环境）',
    en_US: 'Writing code to this checkout is off (set ZCPS_CODEGEN_WRITE=true and restart; development only)',
  },
  'genCode.overwrite': {
    zh_CN: '文件 {path} 已存在且不是生成的代码，拒绝覆盖',
    en_US: 'File {path} exists and was not generated; it is not overwritten',
  },
  'genCode.notCompiling': {
    zh_CN: '生成的代码无法编译，未写入：{file} 第 {line} 行：{message}',
    en_US: 'The generated code does not compile, nothing was written: {file} line {line}: {message}',
  },
  'genCode.noTable': { zh_CN: '请选择要生成的表', en_US: 'Choose the tables to generate' },
} as const satisfies Record<string, Record<Language, string>>;
