/** Business codes carried in the `code` field of every envelope (api-contract.md, spec §8). */
export const ResponseCode = {
  SUCCESS: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_METHOD: 405,
  CONFLICT: 409,
  UNSUPPORTED_TYPE: 415,
  ERROR: 500,
  NOT_IMPLEMENTED: 501,
  WARN: 601,
  /** Demo mode (ZCPS_DEMO_MODE): a write refused; the console shows it as a warning. */
  DEMO_MODE: 901,
} as const;

export type ResponseCodeValue = (typeof ResponseCode)[keyof typeof ResponseCode];
