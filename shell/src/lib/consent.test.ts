import { describe, expect, it } from 'vitest';
import { CONSENT_CONFIRMED_KEY, CONSENT_KEY, readConsent } from './consent';
import { CONSENT_SET_ASIDE_KEY, decideConsent, setAsideUnreadableConsent } from './consent-choice';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 21);

function storage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('consent', () => {
  it('asks when there is no record', () => {
    expect(readConsent(storage(), NOW)).toEqual({ granted: false, prompt: true, decidedAt: null });
  });

  it.each(['not json', '{"consentGranted":"yes","on":1}', '{"on":5}', 'null'])(
    'asks when the record is unreadable: %s',
    (raw) => {
      expect(readConsent(storage({ [CONSENT_KEY]: raw }), NOW).prompt).toBe(true);
    },
  );

  it('grants when consentConfirmed is set, whatever the record says', () => {
    const s = storage({ [CONSENT_CONFIRMED_KEY]: 'true', [CONSENT_KEY]: '{"consentGranted":false,"on":0}' });
    expect(readConsent(s, NOW)).toMatchObject({ granted: true, prompt: false });
  });

  it('keeps a grant without asking, however old', () => {
    const s = storage({ [CONSENT_KEY]: JSON.stringify({ consentGranted: true, on: NOW - 400 * DAY }) });
    expect(readConsent(s, NOW)).toMatchObject({ granted: true, prompt: false });
  });

  it('asks again 14 days after a refusal, not before', () => {
    const at = (ageMs: number) =>
      readConsent(
        storage({ [CONSENT_KEY]: JSON.stringify({ consentGranted: false, on: NOW - ageMs }) }),
        NOW,
      );
    expect(at(14 * DAY - 1)).toMatchObject({ granted: false, prompt: false });
    expect(at(14 * DAY)).toMatchObject({ granted: false, prompt: true });
  });

  it('stores Accept and Decline with a timestamp', () => {
    const s = storage();
    expect(decideConsent(s, true, NOW)).toEqual({
      granted: true,
      prompt: false,
      decidedAt: new Date(NOW).toISOString(),
    });
    expect(JSON.parse(s.map.get(CONSENT_KEY)!)).toEqual({ consentGranted: true, on: NOW });
    decideConsent(s, false, NOW + 1);
    expect(JSON.parse(s.map.get(CONSENT_KEY)!)).toEqual({ consentGranted: false, on: NOW + 1 });
    expect(readConsent(s, NOW + 2)).toMatchObject({ granted: false, prompt: false });
  });

  it('survives storage that throws (private mode): asks, and does not crash', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readConsent(broken, NOW)).toEqual({ granted: false, prompt: true, decidedAt: null });
  });
  it.each([['not json {'], ['{"consentGranted":"maybe"}'], ['{"tracking":"all"}']])(
    'sets an unreadable record (%s) aside, untouched, so the next choice cannot overwrite it',
    (raw) => {
      const s = storage({ [CONSENT_KEY]: raw });
      expect(setAsideUnreadableConsent(s)).toBe(true);
      expect(s.map.get(CONSENT_SET_ASIDE_KEY)).toBe(raw);
      expect(s.map.has(CONSENT_KEY)).toBe(false);
      expect(readConsent(s, NOW).prompt).toBe(true);
    },
  );
  it('leaves a readable record where it is', () => {
    const s = storage();
    decideConsent(s, false, NOW);
    expect(setAsideUnreadableConsent(s)).toBe(false);
    expect(s.map.has(CONSENT_SET_ASIDE_KEY)).toBe(false);
  });
});
