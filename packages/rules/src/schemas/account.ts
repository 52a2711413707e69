// Field rules for the account forms (our own choices): a valid email, a
// password of 8 to 72 characters (72 bytes is bcrypt's limit), a matching confirmation, and a display name
// of 1 to 50 characters. The account area validates with these; the server applies its own checks too.
import { z } from '@duality/libs/zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;
export const DISPLAY_NAME_MAX_LENGTH = 50;

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Enter your email address.')
  .pipe(z.email('Enter a valid email address, like name@example.com.'));

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a display name.')
  .max(DISPLAY_NAME_MAX_LENGTH, `Use at most ${DISPLAY_NAME_MAX_LENGTH} characters.`);

const confirmed = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;
const mismatch = { message: 'The passwords do not match.', path: ['confirmPassword'] };

export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const signupFormSchema = z
  .object({
    displayName: displayNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(confirmed, mismatch);
export type SignupForm = z.infer<typeof signupFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine(confirmed, mismatch);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** A signed-in password change: the current password proves it is the owner, not a stolen session. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(confirmed, mismatch);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const displayNameFormSchema = z.object({ displayName: displayNameSchema });
export type DisplayNameForm = z.infer<typeof displayNameFormSchema>;

/**
 * Where to go after logging in: only a path inside this site (starting with one slash), else the fallback.
 * Stops `?redirect=https://evil.example` and `//evil.example` from sending people away; a target with a
 * control character or whitespace (`/\t/evil.example`, which a URL parser reads as `//evil.example`) or
 * that resolves to another origin is refused too, so the router never sees a target it would reject.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/character'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  if ([...target].some((c) => c.trim() === '' || c.charCodeAt(0) < 0x20 || c === '\u007f')) return fallback;
  const base = 'https://site.invalid';
  return new URL(target, base).origin === base ? target : fallback;
}
