import { z } from 'zod';
import { loginBaseSchema } from './auth.js';
import { isValidCreditCode, normaliseCreditCode } from '../common/credit-code.js';
import { CaptchaType, CodeChannel, CodePurpose, PASSWORD_LENGTH_LIMIT } from '../common/password-policy.js';
import { MOBILE_PATTERN } from '../common/patterns.js';
import { newPasswordSchema, passwordLengthVoSchema } from '../system/profile.js';

/** The mobile number for SMS, the address for email: whichever the channel needs is required. */
function targetRequired(
  b: { channel: string; phonenumber?: string | undefined; email?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const field = b.channel === CodeChannel.SMS ? 'phonenumber' : 'email';
  if (!b[field])
    ctx.addIssue({
      code: 'custom',
      path: [field],
      input: b[field],
      params: { message: 'validation.required' },
    });
}

const point = z.object({ x: z.number().min(-1000).max(1000), y: z.number().min(-1000).max(1000) });

/** `POST /auth/captcha/verify`: the slide's x offset or the clicked points, in image pixels. */
export const captchaVerifySchema = z.object({
  uuid: z.string().trim().min(1).max(64),
  x: z.number().min(-1000).max(1000).optional(),
  points: z.array(point).max(10).optional(),
});
export type CaptchaVerifyBody = z.infer<typeof captchaVerifySchema>;

/** A solved captcha: sent back as `code` (with the captcha `uuid`) by the request it guards. */
export const captchaTicketVoSchema = z.object({ ticket: z.string() });
export type CaptchaTicketVo = z.infer<typeof captchaTicketVoSchema>;

export const captchaKindSchema = z.enum([CaptchaType.SLIDE, CaptchaType.CLICK]);

const mobile = z.string().trim().regex(MOBILE_PATTERN);
const email = z.string().trim().max(50).pipe(z.email());
const smsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
const password = newPasswordSchema;

/** `POST /auth/code/send`: a six-digit code by SMS or email, after the captcha when it is on. */
export const codeSendSchema = z
  .object({
    tenantId: z.string().trim().max(20).optional(),
    channel: z.enum([CodeChannel.SMS, CodeChannel.EMAIL]),
    purpose: z.enum([CodePurpose.LOGIN, CodePurpose.RESET]),
    phonenumber: mobile.optional(),
    email: email.optional(),
    uuid: z.string().max(64).optional(),
    code: z.string().max(64).optional(),
  })
  .superRefine(targetRequired);
export type CodeSendBody = z.infer<typeof codeSendSchema>;

export const codeSentVoSchema = z.object({ resendAfter: z.number().int() });
export type CodeSentVo = z.infer<typeof codeSentVoSchema>;

/** Grant type `sms`: mobile number and the code sent to it. */
export const smsLoginSchema = loginBaseSchema.extend({ phonenumber: mobile, smsCode });
/** Grant type `email`: address and the code sent to it. */
export const emailLoginSchema = loginBaseSchema.extend({ email, emailCode: smsCode });

/** `POST /auth/password/reset` (encrypted): a code sent by SMS or email, and the new password twice. */
export const passwordResetSchema = z
  .object({
    tenantId: z.string().trim().max(20).optional(),
    channel: z.enum([CodeChannel.SMS, CodeChannel.EMAIL]),
    phonenumber: mobile.optional(),
    email: email.optional(),
    smsCode,
    password,
    confirmPassword: z.string().max(PASSWORD_LENGTH_LIMIT.max),
  })
  .superRefine(targetRequired)
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    params: { message: 'validation.passwordMismatch' },
  });
export type PasswordResetBody = z.infer<typeof passwordResetSchema>;

const accountFields = {
  tenantId: z.string().trim().max(20).optional(),
  username: z
    .string()
    .trim()
    .min(2)
    .max(20)
    .regex(/^[A-Za-z0-9_]+$/),
  password,
  confirmPassword: z.string().max(PASSWORD_LENGTH_LIMIT.max),
  phonenumber: mobile,
  email,
  agreement: z.boolean().refine((v) => v, { params: { message: 'validation.agreementRequired' } }),
  uuid: z.string().max(64).optional(),
  code: z.string().max(64).optional(),
};
const twice = <T extends { password: string; confirmPassword: string }>(b: T) =>
  b.password === b.confirmPassword;
const mismatch = { path: ['confirmPassword'], params: { message: 'validation.passwordMismatch' } };

/** `POST /auth/register/staff` (encrypted): an applicant of an approved entrusted unit. */
export const registerStaffSchema = z
  .object({
    ...accountFields,
    unitId: z.number().int().positive(),
    nickName: z.string().trim().min(1).max(30),
  })
  .refine(twice, mismatch);
export type RegisterStaffBody = z.infer<typeof registerStaffSchema>;

/** `POST /auth/register/company` (encrypted): an entrusted unit, waiting for the review office's audit. */
export const registerCompanySchema = z
  .object({
    ...accountFields,
    clientName: z.string().trim().min(2).max(100),
    unitType: z.string().trim().min(1).max(10),
    creditCode: z
      .string()
      .trim()
      .transform(normaliseCreditCode)
      .refine(isValidCreditCode, { params: { message: 'validation.creditCode' } }),
    contactName: z.string().trim().min(1).max(30),
    licenceOssId: z.number().int().positive(),
  })
  .refine(twice, mismatch);
export type RegisterCompanyBody = z.infer<typeof registerCompanySchema>;

export const registerOptionsVoSchema = z.object({
  staffEnabled: z.boolean(),
  companyEnabled: z.boolean(),
  units: z.array(z.object({ clientId: z.number(), clientName: z.string() })),
  passwordLength: passwordLengthVoSchema,
});
export type RegisterOptionsVo = z.infer<typeof registerOptionsVoSchema>;

export const licenceUploadVoSchema = z.object({ ossId: z.number(), originalName: z.string() });
export type LicenceUploadVo = z.infer<typeof licenceUploadVoSchema>;
