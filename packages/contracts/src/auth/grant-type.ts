/** Login grant types (kept free of zod so the login page does not load the schema library). */
export const GrantType = {
  PASSWORD: 'password',
  SMS: 'sms',
  EMAIL: 'email',
  SOCIAL: 'social',
} as const;
