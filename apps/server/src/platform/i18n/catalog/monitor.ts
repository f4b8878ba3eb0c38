import type { Language } from '@zcps/contracts';

/** Monitoring: online sessions, logs, scheduled jobs, caches. Spread into `messages` (../messages.ts). */
export const monitorMessages = {
  'online.selfLogout': {
    zh_CN: '不能强退当前会话，请使用退出登录',
    en_US: 'You cannot force out your own current session; use log out instead',
  },
  'online.notFound': { zh_CN: '会话不存在或已过期', en_US: 'The session does not exist or has expired' },
  'online.notMine': { zh_CN: '只能退出自己的会话', en_US: 'You can only end your own sessions' },
  'log.notFound': { zh_CN: '日志不存在：{id}', en_US: 'No such log entry: {id}' },
  'job.notFound': { zh_CN: '任务不存在：{id}', en_US: 'No such job: {id}' },
  'job.cronInvalid': {
    zh_CN: 'Cron执行表达式(cronExpression)不正确：{detail}',
    en_US: 'Invalid cron expression (cronExpression): {detail}',
  },
  'job.handlerUnknown': {
    zh_CN: '调用目标(invokeTarget)不存在：{detail}',
    en_US: 'Unknown invoke target (invokeTarget): {detail}',
  },
  'job.paramsInvalid': {
    zh_CN: '任务参数(jobParams)不正确：{detail}',
    en_US: 'Invalid job parameters (jobParams): {detail}',
  },
  'cache.sessionsProtected': {
    zh_CN: '清理全部缓存不包括会话；如需强制下线，请单独清理 session 命名空间',
    en_US: 'Clearing all caches keeps sessions; clear the session namespace explicitly to log everyone out',
  },
} as const satisfies Record<string, Record<Language, string>>;
