import type { Language } from '@zcps/contracts';

/** Server messages of system administration: clients and storage configuration. Spread into `messages` (../messages.ts). */
export const systemClientMessages = {
  'platform.only': {
    zh_CN: '客户端与存储配置属于平台，仅平台租户可管理',
    en_US: 'Clients and storage configurations belong to the platform; only its tenant may manage them',
  },
  'client.notFound': { zh_CN: '客户端不存在：{id}', en_US: 'No such client: {id}' },
  'client.keyExists': {
    zh_CN: "操作客户端'{clientKey}'失败，客户端key已存在",
    en_US: "Cannot save client '{clientKey}': the client key already exists",
  },
  'client.idExists': {
    zh_CN: "客户端id'{clientId}'已被其他客户端使用，请更换客户端秘钥",
    en_US: "Client id '{clientId}' is already used by another client; choose another secret",
  },
  'client.builtin': {
    zh_CN: '默认客户端（控制台登录所用）不能删除或停用',
    en_US: 'The default client (used by the console sign-in) cannot be deleted or disabled',
  },
  'client.grantTypeInvalid': {
    zh_CN: '授权类型(grantTypeList)取值不合法：{value}',
    en_US: 'Grant type (grantTypeList) has an invalid value: {value}',
  },
  'client.deviceTypeInvalid': {
    zh_CN: '设备类型(deviceType)取值不合法：{value}',
    en_US: 'Device type (deviceType) has an invalid value: {value}',
  },
  'client.activeTimeoutTooLong': {
    zh_CN: 'Token活跃超时时间(activeTimeout)不能大于Token固定超时时间(timeout)',
    en_US: 'Active timeout (activeTimeout) cannot exceed the token timeout (timeout)',
  },
  'ossConfig.notFound': { zh_CN: '存储配置不存在：{id}', en_US: 'No such storage configuration: {id}' },
  'ossConfig.keyExists': {
    zh_CN: "操作配置'{configKey}'失败，配置key已存在!",
    en_US: "Cannot save configuration '{configKey}': the config key already exists",
  },
  'ossConfig.builtin': {
    zh_CN: '系统内置，不可删除!',
    en_US: 'Built into the system; it cannot be deleted',
  },
  'ossConfig.isDefault': {
    zh_CN: "配置'{configKey}'是当前默认存储，不可删除",
    en_US: "Configuration '{configKey}' is the default store and cannot be deleted",
  },
  'ossConfig.keepDefault': {
    zh_CN: '必须保留一个默认存储：请将另一个配置设为默认',
    en_US: 'One configuration must stay the default: make another one the default instead',
  },
  'ossConfig.inUse': {
    zh_CN: "配置'{configKey}'仍保存着{files}个文件，不可删除或修改配置key",
    en_US: "Configuration '{configKey}' still holds {files} file(s); it cannot be deleted or renamed",
  },
  'ossConfig.unreachable': {
    zh_CN: "存储'{configKey}'不可用（{problem}），未设为默认",
    en_US: "Store '{configKey}' is not reachable ({problem}); it was not made the default",
  },
  'ossConfig.storeMissing': {
    zh_CN: "文件所在的存储配置'{service}'不存在",
    en_US: "The storage configuration '{service}' of this file no longer exists",
  },
} as const satisfies Record<string, Record<Language, string>>;
