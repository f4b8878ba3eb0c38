export * from './monitor-log.js';
export * from './monitor-job.js';
export * from './monitor-server.js';
