export * from './bpmn-extension.js';
