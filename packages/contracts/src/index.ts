/** The one public entry: each area folder's index, in the areas' dependency order. */
export * from './common/index.js';
export * from './system/index.js';
export * from './monitor/index.js';
export * from './auth/index.js';
export * from './oauth/index.js';
export * from './title/index.js';
export * from './employee/index.js';
export * from './review/index.js';
export * from './dashboard/index.js';
export * from './tool/index.js';
export * from './lowcode/index.js';
export * from './workflow/index.js';
