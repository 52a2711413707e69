import { describe, expect, it } from 'vitest';
import {
  loginFormSchema,
  newPasswordFormSchema,
  changePasswordFormSchema,
  safeRedirect,
  signupFormSchema,
  DISPLAY_NAME_MAX_LENGTH,
} from './account';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('account form rules', () => {
  it('accepts a good sign-up and trims the name and email', () => {
    const r = signupFormSchema.safeParse({
      displayName: '  Ara  ',
      email: ' ara@example.com ',
      password: 'twelve chars',
      confirmPassword: 'twelve chars',
    });
    expect(r.success && r.data).toMatchObject({ displayName: 'Ara', email: 'ara@example.com' });
  });

  it('explains each bad sign-up field beside it', () => {
    const r = signupFormSchema.safeParse({
      displayName: ' ',
      email: 'nope',
      password: 'short',
      confirmPassword: 'x',
    });
    expect(messages(r)).toMatchObject({
      displayName: 'Enter a display name.',
      email: 'Enter a valid email address, like name@example.com.',
      password: 'Use at least 8 characters.',
    });
    const mismatch = signupFormSchema.safeParse({
      displayName: 'A',
      email: 'a@b.co',
      password: 'long enough',
      confirmPassword: 'long enougH',
    });
    expect(messages(mismatch)).toEqual({ confirmPassword: 'The passwords do not match.' });
  });

  it('bounds passwords at 8 and 72 characters and names at 50', () => {
    const pw = (p: string) => newPasswordFormSchema.safeParse({ password: p, confirmPassword: p }).success;
    expect([pw('a'.repeat(7)), pw('a'.repeat(8)), pw('a'.repeat(72)), pw('a'.repeat(73))]).toEqual([
      false,
      true,
      true,
      false,
    ]);
    const name = (n: string) =>
      signupFormSchema.safeParse({
        displayName: n,
        email: 'a@b.co',
        password: 'long enough',
        confirmPassword: 'long enough',
      }).success;
    expect(name('x'.repeat(DISPLAY_NAME_MAX_LENGTH))).toBe(true);
    expect(name('x'.repeat(DISPLAY_NAME_MAX_LENGTH + 1))).toBe(false);
  });

  it('asks for both login fields', () => {
    expect(messages(loginFormSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });
  });

  it('a signed-in password change asks for the current password too', () => {
    expect(
      messages(
        changePasswordFormSchema.safeParse({
          currentPassword: '',
          password: 'short',
          confirmPassword: 'short',
        }),
      ),
    ).toEqual({
      currentPassword: 'Enter your current password.',
      password: 'Use at least 8 characters.',
    });
    const ok = { currentPassword: 'old one', password: 'long enough', confirmPassword: 'long enough' };
    expect(changePasswordFormSchema.safeParse(ok).success).toBe(true);
    expect(messages(changePasswordFormSchema.safeParse({ ...ok, confirmPassword: 'other' }))).toEqual({
      confirmPassword: 'The passwords do not match.',
    });
  });

  it('only redirects within the site', () => {
    expect(safeRedirect('/campaign/5?tab=x')).toBe('/campaign/5?tab=x');
    expect(safeRedirect('https://evil.example')).toBe('/character');
    expect(safeRedirect('//evil.example')).toBe('/character');
    expect(safeRedirect('/\\evil.example')).toBe('/character');
    expect(safeRedirect(null, '/')).toBe('/');
  });

  it('refuses a way back with control characters or whitespace, which a URL parser reads as another site', () => {
    for (const target of [
      '/\t/example.com',
      '/\n/example.com',
      '/\r\n/x',
      '/ /x',
      '/\\/x',
      '/a\u0000b',
      '/a\u007fb',
    ])
      expect(safeRedirect(target)).toBe('/character');
    expect(safeRedirect(new URLSearchParams('redirect=/%09/example.com').get('redirect'))).toBe('/character');
    expect(safeRedirect('/campaign/invite/abc?x=%09')).toBe('/campaign/invite/abc?x=%09');
  });
});
