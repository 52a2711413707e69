import { describe, expect, it } from 'vitest';
import { safeLinkUrl } from './safe-url';

describe('safeLinkUrl', () => {
  it('keeps absolute http, https and mailto URLs', () => {
    expect(safeLinkUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeLinkUrl('http://example.com')).toBe('http://example.com/');
    expect(safeLinkUrl('mailto:gm@example.com')).toBe('mailto:gm@example.com');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '/relative/path',
    '#anchor',
    '//example.com/protocol-relative',
    '',
  ])('refuses %j', (raw) => {
    expect(safeLinkUrl(raw)).toBeNull();
  });
});
