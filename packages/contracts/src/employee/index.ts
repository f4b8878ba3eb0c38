export * from './record-check.js';
export * from './attachment.js';
export * from './employee-record-specs.js';
export * from './employee-records.js';
export * from './employee.js';
