export * from './grant-type.js';
export * from './auth.js';
export * from './auth-account.js';
export * from './qrcode.js';
