import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryTmpdir } from './memory-folder.js';

const scratch = mkdtempSync(join(tmpdir(), 'duality-memory-folder-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('memoryTmpdir', () => {
  it('takes the candidate folder when it is writable and has the room asked for', () => {
    expect(memoryTmpdir(scratch, 1)).toBe(scratch);
  });

  it('falls back to the system temporary folder when the candidate lacks room', () => {
    const stats = statfsSync(scratch);
    const moreThanFree = stats.bavail * stats.bsize + 1;
    expect(memoryTmpdir(scratch, moreThanFree)).toBe(tmpdir());
  });

  it('falls back to the system temporary folder when the candidate does not exist', () => {
    expect(memoryTmpdir(join(scratch, 'missing'), 1)).toBe(tmpdir());
  });
});
