export * from './gen.js';
export * from './form-schema-values.js';
