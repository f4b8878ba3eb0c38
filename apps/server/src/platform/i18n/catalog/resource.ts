import type { Language } from '@zcps/contracts';

/** Files and manuals. Spread into `messages` (../messages.ts). */
export const resourceMessages = {
  'oss.notFound': { zh_CN: '文件数据不存在：{id}', en_US: 'No such file: {id}' },
  'oss.fileRequired': { zh_CN: '上传文件不能为空', en_US: 'No file was uploaded' },
  'oss.badName': { zh_CN: '文件名不合法：{name}', en_US: 'Invalid file name: {name}' },
  'oss.badExtension': {
    zh_CN: '文件格式不正确，请上传{allowed}格式',
    en_US: 'Unsupported file format, please upload one of: {allowed}',
  },
  'oss.contentMismatch': {
    zh_CN: '文件内容与扩展名不符：{fileName}',
    en_US: 'The file content does not match its extension: {fileName}',
  },
  'oss.tooLarge': {
    zh_CN: '上传文件大小不能超过{maxMb}MB',
    en_US: 'The uploaded file must not be larger than {maxMb} MB',
  },
  'manual.staff': { zh_CN: '申报人操作手册', en_US: 'Applicant manual' },
  'manual.company': { zh_CN: '委托单位操作手册', en_US: 'Entrusted unit manual' },
  'manual.office': { zh_CN: '评审办操作手册', en_US: 'Review office manual' },
  'manual.reviewer': { zh_CN: '评审专家操作手册', en_US: 'Reviewer manual' },
  'manual.admin': { zh_CN: '管理员操作手册', en_US: 'Administrator manual' },
  'manual.notFound': {
    zh_CN: '没有可查看的操作手册：{role}',
    en_US: 'No operation manual to show: {role}',
  },
} as const satisfies Record<string, Record<Language, string>>;
