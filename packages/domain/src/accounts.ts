import { z } from 'zod';
import { messageLanguageSchema } from './messages';
import { idSchema } from './bounds';
import { ROLES } from './catalog-enums';
import { hasUnsafeCharacters, safeText } from './text';
import { namingUnknownFields } from './unknown-fields';

/** Login and profile: the shapes and messages shared by the web forms and the API. */

export const MOBILE_MESSAGE = 'Please enter a valid 10 digit mobile number';
export const OTP_MESSAGE = 'Enter a valid 4 digit OTP';
export const NEW_USER_MESSAGES = {
  firstName: 'Enter a valid first name',
  lastName: 'Enter a valid last name',
  email: 'Enter a valid email',
} as const;
export const PROFILE_MESSAGES = {
  firstName: 'Please enter a valid firstName',
  lastName: 'Please enter a valid lastName',
  email: 'Please enter a valid email',
} as const;

/** Indian mobile numbers: 10 digits starting 6-9, without +91 or a leading 0. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
/** 4 digits, never starting with 0 (so the code never loses a digit when typed as a number). */
export const OTP_PATTERN = /^[1-9]\d{3}$/;
/** The customer may ask for another OTP after this many seconds. */
export const RESEND_OTP_AFTER_SECONDS = 60;
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_WRONG_TRIES = 5;

const NAME_MAX = 50;
const EMAIL_MAX = 254;

export const mobileSchema = z.string({ error: MOBILE_MESSAGE }).trim().regex(MOBILE_PATTERN, {
  error: MOBILE_MESSAGE,
});
/**
 * A mobile as ops type or paste it from a call or a message: '+91 91234 50022', '091234-50022'
 * and '9123450022' are one number. The country code, a leading 0, spaces and dashes go before the
 * 10-digit check.
 */
export const spokenMobileSchema = z
  .string({ error: MOBILE_MESSAGE })
  .transform((text) =>
    text
      .replace(/[\s-]+/g, '')
      .replace(/^(\+91|0091)/, '')
      .replace(/^0(?=\d{10}$)/, ''),
  )
  .pipe(mobileSchema);
export const otpSchema = z.string({ error: OTP_MESSAGE }).trim().regex(OTP_PATTERN, {
  error: OTP_MESSAGE,
});

const name = (message: string, min: number) => safeText('Name', { min, max: NAME_MAX, message });
const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX, { error: message })
    .refine((text) => !hasUnsafeCharacters(text), { error: message, abort: true })
    .pipe(z.email({ error: message }));

/** The first unknown field, named; one the profile shows but never takes is 'cannot be changed'. */
const refuseUnknownFields = (readOnly: readonly string[] = []) =>
  namingUnknownFields(([field = '']) =>
    readOnly.includes(field)
      ? `${field} cannot be changed.`
      : `${field} is not a field this form accepts.`,
  );

export const sendOtpRequestSchema = z.strictObject({ mobile: mobileSchema }, refuseUnknownFields());
export type SendOtpRequest = z.infer<typeof sendOtpRequestSchema>;

export const sendOtpResponseSchema = z.object({
  detail: z.string(),
  mobile: z.string(),
  existingUser: z.boolean(),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

/** What a new customer gives on the verify screen; existing customers give only the OTP. */
export const newUserDetailsSchema = z.object({
  firstName: name(NEW_USER_MESSAGES.firstName, 1),
  lastName: name(NEW_USER_MESSAGES.lastName, 1),
  email: email(NEW_USER_MESSAGES.email),
});
export type NewUserDetails = z.infer<typeof newUserDetailsSchema>;

/**
 * The names are optional here because only the server knows whether the number is new; it checks
 * them with `newUserDetailsSchema` when it is.
 */
export const loginRequestSchema = z.strictObject(
  {
    mobile: mobileSchema,
    otp: otpSchema,
    firstName: z.string().max(NAME_MAX).optional(),
    lastName: z.string().max(NAME_MAX).optional(),
    email: z.string().max(EMAIL_MAX).optional(),
  },
  refuseUnknownFields(),
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const roleSchema = z.enum(ROLES);

export const loginResponseSchema = z.object({
  mobile: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  token: z.string(),
  roles: z.array(roleSchema),
  isPodAllowed: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  isPodAllowed: z.boolean(),
  /** The language of the shop's SMS and WhatsApp messages to them. */
  language: messageLanguageSchema,
  /** True: only essential messages (orders, refunds, deliveries); no others. */
  messagesOptOut: z.boolean(),
  /** True: they agreed to get the shop's messages on WhatsApp (kept with its time). */
  whatsappConsent: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * PATCH: any of the fields may be sent (names, email, the messages' language, the opt-out of
 * non-essential messages, WhatsApp consent). The last name may be empty (some customers have one
 * name); only the first name and email are constrained.
 */
export const profileUpdateSchema = z.strictObject(
  {
    firstName: name(PROFILE_MESSAGES.firstName, 3).optional(),
    lastName: safeText('Last name', {
      max: NAME_MAX,
      message: PROFILE_MESSAGES.lastName,
    }).optional(),
    email: email(PROFILE_MESSAGES.email).optional(),
    language: messageLanguageSchema.optional(),
    messagesOptOut: z.boolean({ error: 'Say true or false for messagesOptOut.' }).optional(),
    whatsappConsent: z.boolean({ error: 'Say true or false for whatsappConsent.' }).optional(),
  },
  refuseUnknownFields(['mobile', 'roles', 'isPodAllowed', 'id']),
);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const podAllowedResponseSchema = z.object({ isCustomerPodAllowed: z.boolean() });

export const logoutResponseSchema = z.object({ detail: z.string() });

/** A person who could not get an OTP asks to be called back. */
export const otpIssueReportSchema = z.strictObject(
  {
    firstName: safeText('firstName', { max: NAME_MAX }).optional(),
    mobile: mobileSchema,
    type: safeText('type', { min: 1, max: 50 }),
    orderDisplayId: safeText('orderDisplayId', { max: 50 }).optional(),
    orderId: idSchema('orderId must be an order id.').optional(),
    issue: safeText('issue', { min: 1, max: 200 }),
    item: safeText('item', { max: 200 }).optional(),
    details: safeText('details', { max: 2000, multiline: true }).optional(),
  },
  refuseUnknownFields(),
);
export type OtpIssueReport = z.infer<typeof otpIssueReportSchema>;

export const OTP_ISSUE_REPORTED = 'Thanks for reporting the issue! We will call you back soon';

export const otpIssueReportResponseSchema = z.object({ id: z.number().int(), detail: z.string() });

/**
 * A 429 sentence ends with '#<code>'. Codes starting with 3 mean waiting will not help soon, so the
 * login screen offers 'Report issue'.
 */
export function limitCodeOf(detail: string): string | undefined {
  return /#(\d+)\s*$/.exec(detail)?.[1];
}

export function canReportOtpProblem(detail: string): boolean {
  return limitCodeOf(detail)?.startsWith('3') ?? false;
}

/** '9876543210' -> '98765 43210', the way people read numbers aloud. */
export function formatMobile(mobile: string): string {
  return MOBILE_PATTERN.test(mobile) ? `${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
}

/** One row of the ops call-back list. */
export const otpIssueReportRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  firstName: z.string(),
  mobile: z.string(),
  type: z.string(),
  orderDisplayId: z.string().nullable(),
  orderId: z.number().int().nullable(),
  issue: z.string(),
  item: z.string().nullable(),
  details: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type OtpIssueReportRow = z.infer<typeof otpIssueReportRowSchema>;

/** The CSV columns ops download: the shop's OTP issue report, then when it was resolved. */
export const OTP_ISSUE_REPORT_COLUMNS = [
  'createdAt',
  'firstName',
  'mobile',
  'type',
  'orderDisplayId',
  'orderId',
  'issue',
  'item',
  'details',
  'resolvedAt',
] as const satisfies readonly (keyof OtpIssueReportRow)[];
