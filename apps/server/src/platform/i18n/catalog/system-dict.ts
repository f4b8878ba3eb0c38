import type { Language } from './common/constants.js';

/** Server messages of system administration: dictionaries and config. Spread into `messages` (messages.ts). */
export const dictConfigMessages = {
  'dictType.notFound': { zh_CN: '字典类型不存在：{0}', en_US: 'No such dictionary type: {0}' },
  'dictType.addExists': {
    zh_CN: "新增字典'{0}'失败，字典类型已存在",
    en_US: "Adding dictionary '{0}' failed: the dictionary type already exists",
  },
  'dictType.editExists': {
    zh_CN: "修改字典'{0}'失败，字典类型已存在",
    en_US: "Updating dictionary '{0}' failed: the dictionary type already exists",
  },
  'dictType.assigned': {
    zh_CN: '{0}已分配,不能删除',
    en_US: '{0} still holds entries and cannot be deleted',
  },
  'dictData.notFound': { zh_CN: '字典数据不存在：{0}', en_US: 'No such dictionary entry: {0}' },
  'dictData.typeMissing': {
    zh_CN: '字典类型{0}不存在，请先新增字典类型',
    en_US: 'The dictionary type {0} does not exist; add the type first',
  },
  'dictData.addExists': {
    zh_CN: "新增字典数据'{0}'失败，字典键值已存在",
    en_US: "Adding dictionary entry '{0}' failed: the value already exists",
  },
  'dictData.editExists': {
    zh_CN: "修改字典数据'{0}'失败，字典键值已存在",
    en_US: "Updating dictionary entry '{0}' failed: the value already exists",
  },
  'config.notFound': { zh_CN: '参数不存在：{0}', en_US: 'No such setting: {0}' },
  'config.addExists': {
    zh_CN: "新增参数'{0}'失败，参数键名已存在",
    en_US: "Adding setting '{0}' failed: the key already exists",
  },
  'config.editExists': {
    zh_CN: "修改参数'{0}'失败，参数键名已存在",
    en_US: "Updating setting '{0}' failed: the key already exists",
  },
  'config.builtIn': {
    zh_CN: '内置参数【{0}】不能删除',
    en_US: 'The built-in setting [{0}] cannot be deleted',
  },
} as const satisfies Record<string, Record<Language, string>>;
