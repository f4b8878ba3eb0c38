export * from './tenant.js';
export * from './user.js';
export * from './menu.js';
export * from './dict.js';
export * from './log.js';
export * from './oss.js';
export * from './job.js';
export * from './oauth.js';
