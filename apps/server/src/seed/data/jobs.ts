import type { sysJob } from '../../db/schema/index.js';

type JobSeed = Omit<typeof sysJob.$inferInsert, 'tenantId'>;

/** Built-in maintenance jobs (fixed ids; handlers live in modules/monitor/job/job-registry.ts). */
export const jobSeeds: JobSeed[] = [
  {
    jobId: 1,
    jobName: '调度日志清理',
    jobGroup: 'SYSTEM',
    invokeTarget: 'jobLogRetention',
    jobParams: '{"days":30}',
    cronExpression: '0 30 2 * * *',
    misfirePolicy: '2',
    concurrent: '1',
    status: '0',
    timeoutSeconds: 600,
    remark: '每天 02:30 删除 30 天前的调度日志 / Daily at 02:30, deletes job logs older than 30 days',
  },
  {
    jobId: 2,
    jobName: '会话索引清理',
    jobGroup: 'SYSTEM',
    invokeTarget: 'sessionSweep',
    jobParams: '{}',
    cronExpression: '0 */10 * * * *',
    misfirePolicy: '1',
    concurrent: '1',
    status: '0',
    timeoutSeconds: 120,
    remark: '每 10 分钟清理已失效会话的索引键 / Every 10 minutes, drops index keys of ended sessions',
  },
  {
    jobId: 3,
    jobName: '心跳',
    jobGroup: 'DEFAULT',
    invokeTarget: 'heartbeat',
    jobParams: '{"message":"alive"}',
    cronExpression: '0 0 * * * *',
    misfirePolicy: '3',
    concurrent: '0',
    status: '1',
    timeoutSeconds: 30,
    remark: '示例任务（暂停）/ Example job (paused)',
  },
  {
    jobId: 4,
    jobName: '日志清理',
    jobGroup: 'SYSTEM',
    invokeTarget: 'logRetention',
    jobParams: '{}',
    cronExpression: '0 0 3 * * *',
    misfirePolicy: '2',
    concurrent: '1',
    status: '0',
    timeoutSeconds: 600,
    remark:
      '每天 03:00 删除超过 sys.log.retentionDays 天的登录与操作日志 / Daily at 03:00, deletes login and operation logs older than sys.log.retentionDays',
  },
  {
    jobId: 5,
    jobName: '匿名上传清理',
    jobGroup: 'SYSTEM',
    invokeTarget: 'uploadSweep',
    jobParams: '{"hours":24}',
    cronExpression: '0 15 * * * *',
    misfirePolicy: '2',
    concurrent: '1',
    status: '0',
    timeoutSeconds: 600,
    remark:
      '每小时删除上传超过 24 小时仍未被注册使用的营业执照 / Hourly, deletes registration licences no registration used within 24 hours',
  },
  {
    jobId: 6,
    jobName: '流程定时器',
    jobGroup: 'SYSTEM',
    invokeTarget: 'workflowTimers',
    jobParams: '{"limit":100}',
    cronExpression: '*/10 * * * * *',
    misfirePolicy: '1',
    // Runs may overlap: each timer is claimed under its row lock, and a run cut short by a crash must not hold
    // the next ones back until its claim expires (timers would fire minutes late after a restart).
    concurrent: '0',
    status: '0',
    timeoutSeconds: 120,
    remark:
      '每 10 秒触发到期的流程定时器（超时提醒、自动通过/驳回、定时边界事件）/ Every 10 seconds, fires due workflow timers',
  },
];
