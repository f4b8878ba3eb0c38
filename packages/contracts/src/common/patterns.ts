// Kept apart from the zod schemas so the login page can check a mobile number without pulling zod into its chunk.
/** Mainland mobile numbers, as the family's profile form checks them. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
