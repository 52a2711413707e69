import { describe, expect, it } from 'vitest';
import { logoutDescription } from './main-menu';

describe('the logout confirmation', () => {
  it('says only that a login is needed again when nothing waits', () => {
    expect(logoutDescription(0)).toBe(
      'You will need to log in again to see your characters, campaigns and homebrew.',
    );
  });

  it('says that changes not yet sent stay on this device and go at the next login', () => {
    expect(logoutDescription(1)).toContain(
      '1 change not yet sent stays on this device and is sent when you log in again.',
    );
    expect(logoutDescription(3)).toContain(
      '3 changes not yet sent stay on this device and are sent when you log in again.',
    );
  });
});
