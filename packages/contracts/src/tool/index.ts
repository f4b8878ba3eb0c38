export * from './gen.js';
export * from './form-schema-values.js';
export * from './datasource.js';
export * from './form.js';
