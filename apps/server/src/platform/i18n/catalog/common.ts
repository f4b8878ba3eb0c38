import type { Language } from '@zcps/contracts';

/** Answers every route may give: success, generic errors and request validation. Spread into `messages` (../messages.ts). */
export const commonMessages = {
  ok: { zh_CN: '操作成功', en_US: 'Operation succeeded' },
  'query.ok': { zh_CN: '查询成功', en_US: 'Query succeeded' },
  fail: { zh_CN: '操作失败', en_US: 'Operation failed' },
  'error.unknown': {
    zh_CN: '系统未知错误，请反馈给管理员',
    en_US: 'Unknown system error, please report it to the administrator',
  },
  'error.notFound': { zh_CN: '请求地址不存在：{url}', en_US: 'No such resource: {url}' },
  'error.method': { zh_CN: '不支持的请求方法：{method}', en_US: 'Request method not supported: {method}' },
  'error.bodyTooLarge': { zh_CN: '请求体过大', en_US: 'Request body too large' },
  'error.unsupportedMedia': { zh_CN: '不支持的内容类型', en_US: 'Unsupported content type' },
  'error.badJson': { zh_CN: '请求体不是有效的 JSON', en_US: 'The request body is not valid JSON' },
  'error.rateLimited': {
    zh_CN: '访问过于频繁，请稍候再试',
    en_US: 'Too many requests, please try again later',
  },
  'error.database': {
    zh_CN: '数据库操作异常，请联系管理员',
    en_US: 'Database error, please contact the administrator',
  },
  'common.deleteRefused': {
    zh_CN: '以下数据不存在或无权删除：{ids}',
    en_US: 'Not found or not yours to delete: {ids}',
  },
  'word.yes': { zh_CN: '是', en_US: 'Yes' },
  'pdf.page': { zh_CN: '第 {page} 页，共 {pages} 页', en_US: 'Page {page} of {pages}' },
  'word.no': { zh_CN: '否', en_US: 'No' },
  'list.separator': { zh_CN: '、', en_US: ', ' },
  'list.semicolon': { zh_CN: '；', en_US: '; ' },
  'field.body': { zh_CN: '请求体', en_US: 'Request body' },
  'field.named': { zh_CN: '{label}({path})', en_US: '{label} ({path})' },
  'validation.required': { zh_CN: '{field}不能为空', en_US: '{field} is required' },
  'validation.length': {
    zh_CN: '{field}长度必须在{min}到{max}个字符之间',
    en_US: '{field} must be between {min} and {max} characters long',
  },
  'validation.tooShort': {
    zh_CN: '{field}长度不能少于{min}个字符',
    en_US: '{field} must be at least {min} characters long',
  },
  'validation.tooLong': {
    zh_CN: '{field}长度不能超过{max}个字符',
    en_US: '{field} must be at most {max} characters long',
  },
  'validation.tooSmall': { zh_CN: '{field}不能小于{min}', en_US: '{field} must be at least {min}' },
  'validation.tooBig': { zh_CN: '{field}不能大于{max}', en_US: '{field} must be at most {max}' },
  'validation.type': {
    zh_CN: '{field}类型错误，要求{expected}',
    en_US: '{field} has the wrong type, {expected} expected',
  },
  'validation.format': { zh_CN: '{field}格式不正确', en_US: '{field} has an invalid format' },
  'validation.controlChar': {
    zh_CN: '{field}含有不允许的控制字符',
    en_US: '{field} contains a control character that is not allowed',
  },
  'validation.enum': { zh_CN: '{field}取值必须是 {values} 之一', en_US: '{field} must be one of {values}' },
  'validation.unknownKeys': { zh_CN: '不允许的参数：{keys}', en_US: 'Unexpected parameter(s): {keys}' },
  'validation.invalid': { zh_CN: '{field}不合法', en_US: '{field} is invalid' },
  'validation.sortColumn': {
    zh_CN: '排序字段（orderByColumn）不支持按 {column} 排序',
    en_US: 'Sort column (orderByColumn): sorting by {column} is not supported',
  },
  'validation.beginDate': {
    zh_CN: '开始时间格式不正确：{value}（应为 yyyy-MM-dd HH:mm:ss）',
    en_US: 'Begin time has an invalid format: {value} (expected yyyy-MM-dd HH:mm:ss)',
  },
  'validation.endDate': {
    zh_CN: '结束时间格式不正确：{value}（应为 yyyy-MM-dd HH:mm:ss）',
    en_US: 'End time has an invalid format: {value} (expected yyyy-MM-dd HH:mm:ss)',
  },
} as const satisfies Record<string, Record<Language, string>>;
