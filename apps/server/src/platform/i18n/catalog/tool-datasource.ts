/** Server messages of 数据源配置 (system tools). Spread into `messages` (../messages.ts). */
export const toolDataSourceMessages = {
  'dataSource.notFound': { zh_CN: '数据源不存在', en_US: 'No such data source' },
  'dataSource.nameExists': {
    zh_CN: "保存数据源'{name}'失败，名称已存在",
    en_US: "Cannot save data source '{name}': the name already exists",
  },
  'dataSource.nameReserved': {
    zh_CN: '数据源名称 master 表示本系统数据库，不能使用',
    en_US: 'The data source name master stands for this system’s own database and cannot be used',
  },
  'dataSource.urlInvalid': {
    zh_CN: '连接地址须为 postgres:// 或 postgresql:// 开头的 PostgreSQL 连接串，并写明主机',
    en_US: 'The connection string must be a PostgreSQL URL (postgres:// or postgresql://) naming a host',
  },
  'dataSource.testNothing': {
    zh_CN: '请填写连接地址，或选择已保存的数据源',
    en_US: 'Give a connection string or pick a saved data source',
  },
  'dataSource.unreachable': {
    zh_CN: '无法连接数据库服务器 {host}（主机不可达、端口未开放或连接超时）',
    en_US: 'Cannot reach the database server {host} (host unreachable, port closed or connection timed out)',
  },
  'dataSource.badPassword': {
    zh_CN: '数据库用户名或密码错误（用户 {user}）',
    en_US: 'Wrong database user name or password (user {user})',
  },
  'dataSource.noDatabase': {
    zh_CN: '数据库 {database} 不存在',
    en_US: 'The database {database} does not exist',
  },
  'dataSource.failed': {
    zh_CN: '连接数据源失败：{reason}',
    en_US: 'Could not connect to the data source: {reason}',
  },
  'dataSource.connected': {
    zh_CN: '连接成功：{version}',
    en_US: 'Connected: {version}',
  },
  'dataSource.unavailable': {
    zh_CN: '数据源 {name} 不存在或已停用',
    en_US: 'The data source {name} does not exist or is disabled',
  },
  'dataSource.inUse': {
    zh_CN: '数据源 {name} 已有导入的代码生成表，请先删除这些表',
    en_US: 'The data source {name} has tables imported into the code generator; delete them first',
  },
  'dataSource.secretUnreadable': {
    zh_CN: '数据源 {name} 的连接信息无法解密（服务器密钥已更换），请重新填写连接地址和密码',
    en_US:
      'The connection details of data source {name} cannot be decrypted (the server key changed); enter them again',
  },
} as const;
