export * from './dashboard.js';
