import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeBytes, judgeNumber, loadBudgets, ratchetFor, verdictTable } from './budgets';

const write = (content: unknown) => {
  const file = join(mkdtempSync(join(tmpdir(), 'budgets-')), 'budgets.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
};

const valid = {
  bytes: {
    firstLoadJsHome: { targetKb: 170, ratchetKb: 338 },
    firstLoadJsHomeFirstVisit: { targetKb: 170 },
    areaFirstNavigationOwnJs: { targetKb: 40, ratchetKb: { builder: 48 } },
    federatedOverMonolith: { target: 1.25 },
  },
  timings: {
    clickToAreaVisibleMs: 150,
    clickToAreaCpu4xFast3gOverMonolith: 1.2,
    lcpAreaVisitCpu4xFast3gOverMonolith: 1.1,
    lcpHomeCpu4xMs: 1000,
    lcpHomeCpu4xFast3gMs: 2500,
    lcpHomeFirstVisitCpu4xFast3gMs: 2000,
    cls: 0.02,
    inpTrackerTapCpu4xMs: 100,
    longestTaskCostlyBrowseCpu4xMs: 200,
  },
};

describe('the budgets file', () => {
  it('is valid as committed and holds the targets the product is held to', () => {
    const budgets = loadBudgets();
    expect(budgets.bytes.firstLoadJsHome.targetKb).toBe(170);
    expect(budgets.bytes.firstLoadJsHomeFirstVisit.targetKb).toBe(170);
    expect(budgets.bytes.areaFirstNavigationOwnJs.targetKb).toBe(40);
    expect(budgets.bytes.federatedOverMonolith.target).toBe(1.25);
    expect(budgets.timings).toEqual(valid.timings);
  });

  it('refuses a ratchet at or below its target, naming the field', () => {
    const file = write({
      ...valid,
      bytes: { ...valid.bytes, areaFirstNavigationOwnJs: { targetKb: 40, ratchetKb: { builder: 30 } } },
    });
    expect(() => loadBudgets(file)).toThrow(
      /bytes\.areaFirstNavigationOwnJs: a ratchet lies above its target/,
    );
  });

  it('refuses an unknown budget instead of ignoring it', () => {
    const file = write({ ...valid, timings: { ...valid.timings, ttiMs: 10 } });
    expect(() => loadBudgets(file)).toThrow(/timings/);
  });
});

describe('judging a measurement', () => {
  it('passes within the target and says by how much a miss is over', () => {
    expect(judgeBytes('b', { targetKb: 170 }, 170 * 1024)).toMatchObject({
      pass: true,
      withinRatchet: true,
      over: '',
    });
    expect(judgeBytes('b', { targetKb: 100 }, 150 * 1024)).toMatchObject({
      pass: false,
      withinRatchet: false,
      measured: '150.0 KB',
      over: '+50.0 KB (+50%)',
    });
  });

  it('fails the target but holds within the ratchet, and fails above the ratchet', () => {
    expect(judgeBytes('b', { targetKb: 170, ratchetKb: 338 }, 337 * 1024)).toMatchObject({
      pass: false,
      withinRatchet: true,
      ratchet: '338.0 KB',
    });
    expect(judgeBytes('b', { targetKb: 170, ratchetKb: 338 }, 339 * 1024)).toMatchObject({
      withinRatchet: false,
    });
  });

  it('picks the ratchet of the journey when the budget carries one per journey', () => {
    expect(ratchetFor({ builder: 48 }, 'builder')).toBe(48);
    expect(ratchetFor({ builder: 48 }, 'character')).toBeUndefined();
    expect(ratchetFor(338)).toBe(338);
    expect(
      judgeNumber('r', { target: 1.25, ratchet: ratchetFor({ '/': 1.3 }, '/') }, 1.29, String),
    ).toMatchObject({
      pass: false,
      withinRatchet: true,
    });
  });

  it('prints one row per budget with PASS or FAIL', () => {
    const table = verdictTable([
      judgeBytes('first load', { targetKb: 170 }, 100 * 1024),
      judgeNumber('LCP', { target: 1000 }, 1200, (n) => `${n} ms`),
    ]);
    expect(table).toMatch(/first load .*\| PASS/);
    expect(table).toMatch(/LCP .*<= 1000 ms .*1200 ms .*\| FAIL .*\+200 ms \(\+20%\)/);
  });
});
