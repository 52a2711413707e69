import { describe, expect, it } from 'vitest';
import { logoutDescription } from './main-menu';

describe('the logout confirmation', () => {
  it('says only that a login is needed again when nothing waits', () => {
    expect(logoutDescription(0)).toBe(
      'You will need to log in again to see your characters, campaigns and homebrew.',
    );
  });

  it('says that changes not yet sent go first, or stay sealed on this device for the next login', () => {
    expect(logoutDescription(1)).toContain(
      '1 change not yet sent is sent first. If it cannot be sent now, it stays on this device, sealed so that only you can open it, and is sent when you log in again.',
    );
    expect(logoutDescription(3)).toContain(
      '3 changes not yet sent are sent first. If they cannot be sent now, they stay on this device, sealed so that only you can open them, and are sent when you log in again.',
    );
  });
});
