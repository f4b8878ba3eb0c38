export const API_BASE = '/zcps';
export const DEFAULT_TENANT_ID = '000000';
export const DEFAULT_CLIENT_ID = 'e5cd7e4891bf95d1d19206ce24a7b32e';
export const SUPER_ADMIN_USER_ID = 1;
export const ALL_PERMISSION = '*:*:*';
export const SUPER_ADMIN_ROLE_KEY = 'superadmin';
export const TENANT_ADMIN_ROLE_KEY = 'admin';
export const DEFAULT_ROLE = 'ROLE_DEFAULT';

/** Seeded role keys (domain.md "Who uses it"). */
export const RoleKey = {
  SUPER_ADMIN: 'superadmin',
  ADMIN: 'admin',
  OFFICE: 'office',
  REVIEWER: 'reviewer',
  COMPANY: 'company',
  STAFF: 'staff',
} as const;

/** sys_role.data_scope (the sys_data_scope dictionary): which rows of a scoped list a role sees. */
export const DataScope = {
  ALL: '1',
  CUSTOM: '2',
  DEPT: '3',
  DEPT_AND_CHILD: '4',
  SELF: '5',
  DEPT_AND_CHILD_OR_SELF: '6',
} as const;
export type DataScope = (typeof DataScope)[keyof typeof DataScope];

export const Headers = {
  AUTHORIZATION: 'authorization',
  CLIENT_ID: 'clientid',
  CONTENT_LANGUAGE: 'content-language',
  ENCRYPT_KEY: 'encrypt-key',
  DOWNLOAD_FILENAME: 'download-filename',
} as const;

/** Browser storage keys named by the spec (§3, §7). */
export const StorageKeys = {
  TOKEN: 'Admin-Token',
  LANGUAGE: 'language',
  LAYOUT_SETTING: 'layout-setting',
  SIDEBAR_STATUS: 'sidebarStatus',
  SIZE: 'size',
  REMEMBER: 'zcps-remember',
  LAST_REQUEST: 'sessionObj',
} as const;

export const Languages = ['zh_CN', 'en_US'] as const;
export type Language = (typeof Languages)[number];
export const DEFAULT_LANGUAGE: Language = 'zh_CN';

export function parseLanguage(value: string | null | undefined): Language {
  if (!value) return DEFAULT_LANGUAGE;
  const normalised = value.replace('-', '_').toLowerCase();
  if (normalised.startsWith('en')) return 'en_US';
  return 'zh_CN';
}

/** Lengths used in the encryption scheme (spec §9). */
export const ENCRYPT_KEY_LENGTH = 32;
export const REQUEST_TIMEOUT_MS = 50_000;
export const CAPTCHA_TIMEOUT_MS = 20_000;
export const REPEAT_SUBMIT_INTERVAL_MS = 500;
