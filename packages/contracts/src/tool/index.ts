export * from './gen.js';
