export * from './reviewer.js';
export * from './reviewer-pool.js';
export * from './title-catalog.js';
export * from './title-condition.js';
export * from './title-rule.js';
export * from './title-org.js';
