import { newUserDetailsSchema, otpSchema } from '@makers-pantry/domain/accounts';
import { z } from 'zod';

const anyText = z.string();

/**
 * The verify form always holds the same four fields; only a new customer must fill the names and
 * email (the second step of logging in).
 */
export const verifyOtpSchema = (isNewUser: boolean) =>
  z.object({
    otp: otpSchema,
    firstName: isNewUser ? newUserDetailsSchema.shape.firstName : anyText,
    lastName: isNewUser ? newUserDetailsSchema.shape.lastName : anyText,
    email: isNewUser ? newUserDetailsSchema.shape.email : anyText,
  });

export type VerifyOtpFields = z.input<ReturnType<typeof verifyOtpSchema>>;
