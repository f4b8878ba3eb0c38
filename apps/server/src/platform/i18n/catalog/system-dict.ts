import type { Language } from '@zcps/contracts';

/** Server messages of system administration: dictionaries and config. Spread into `messages` (../messages.ts). */
export const systemDictMessages = {
  'dictType.notFound': { zh_CN: '字典类型不存在：{dictId}', en_US: 'No such dictionary type: {dictId}' },
  'dictType.addExists': {
    zh_CN: "新增字典'{dictName}'失败，字典类型已存在",
    en_US: "Adding dictionary '{dictName}' failed: the dictionary type already exists",
  },
  'dictType.editExists': {
    zh_CN: "修改字典'{dictName}'失败，字典类型已存在",
    en_US: "Updating dictionary '{dictName}' failed: the dictionary type already exists",
  },
  'dictType.assigned': {
    zh_CN: '{dictName}已分配,不能删除',
    en_US: '{dictName} still holds entries and cannot be deleted',
  },
  'dictData.notFound': { zh_CN: '字典数据不存在：{dictCode}', en_US: 'No such dictionary entry: {dictCode}' },
  'dictData.typeMissing': {
    zh_CN: '字典类型{dictType}不存在，请先新增字典类型',
    en_US: 'The dictionary type {dictType} does not exist; add the type first',
  },
  'dictData.addExists': {
    zh_CN: "新增字典数据'{dictValue}'失败，字典键值已存在",
    en_US: "Adding dictionary entry '{dictValue}' failed: the value already exists",
  },
  'dictData.editExists': {
    zh_CN: "修改字典数据'{dictValue}'失败，字典键值已存在",
    en_US: "Updating dictionary entry '{dictValue}' failed: the value already exists",
  },
  'config.notFound': { zh_CN: '参数不存在：{config}', en_US: 'No such setting: {config}' },
  'config.addExists': {
    zh_CN: "新增参数'{configName}'失败，参数键名已存在",
    en_US: "Adding setting '{configName}' failed: the key already exists",
  },
  'config.editExists': {
    zh_CN: "修改参数'{configName}'失败，参数键名已存在",
    en_US: "Updating setting '{configName}' failed: the key already exists",
  },
  'config.builtIn': {
    zh_CN: '内置参数【{configKey}】不能删除',
    en_US: 'The built-in setting [{configKey}] cannot be deleted',
  },
} as const satisfies Record<string, Record<Language, string>>;
