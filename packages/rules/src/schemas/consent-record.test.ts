import { describe, expect, it } from 'vitest';
import { consentRecordSchema } from './consent-record';

describe('consentRecordSchema', () => {
  const accepts = (v: unknown) => consentRecordSchema.safeParse(v).success;

  it('accepts a decision with its time, and the older confirmation flag', () => {
    expect(accepts({ consentGranted: false, on: 0 })).toBe(true);
    expect(accepts({ consentGranted: true, on: 1700000000000, consentConfirmed: true })).toBe(true);
    expect(consentRecordSchema.parse({ consentGranted: true, on: 5, extra: 1 })).toEqual({
      consentGranted: true,
      on: 5,
    });
  });

  it('refuses a record without a decision or a whole, non-negative time', () => {
    expect(accepts({ on: 5 })).toBe(false);
    expect(accepts({ consentGranted: 'yes', on: 5 })).toBe(false);
    expect(accepts({ consentGranted: true, on: -1 })).toBe(false);
    expect(accepts({ consentGranted: true, on: 1.5 })).toBe(false);
    expect(accepts({ consentGranted: true, on: 5, consentConfirmed: 'yes' })).toBe(false);
    expect(accepts(null)).toBe(false);
  });
});
