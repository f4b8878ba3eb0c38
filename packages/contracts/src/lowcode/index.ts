export * from './app.js';
export * from './object.js';
export * from './runtime.js';
