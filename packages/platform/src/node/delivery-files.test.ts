import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Registry } from '../registry';
import {
  appendHistory,
  deliveryPaths,
  readDeliveryRegistry,
  readHistory,
  writeDeliveryRegistry,
} from './delivery-files';

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'delivery-'));
  dirs.push(dir);
  return deliveryPaths(dir);
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const registry: Registry = {
  schemaVersion: 2,
  revision: 'r1',
  areas: {
    builder: { stable: { version: '1.0.0', manifest: '/built/builder/mf-manifest.json' }, previous: [] },
  },
};

describe('delivery files', () => {
  it('reads nothing before the first command, then what was written, leaving no temporary file', () => {
    const paths = fresh();
    expect(readDeliveryRegistry(paths)).toBeNull();
    writeDeliveryRegistry(paths, registry);
    expect(readDeliveryRegistry(paths)).toEqual(registry);
    expect(readdirSync(paths.dir)).toEqual(['registry.json']);
  });

  it('never writes an invalid document', () => {
    const paths = fresh();
    writeDeliveryRegistry(paths, registry);
    const bad = { ...registry, revision: '' };
    expect(() => writeDeliveryRegistry(paths, bad)).toThrow(/revision/);
    expect(readDeliveryRegistry(paths)?.revision).toBe('r1');
  });

  it('appends who, what and when to the history', () => {
    const paths = fresh();
    process.env.DUALITY_OPERATOR = 'tester';
    appendHistory(paths, {
      command: 'release',
      area: 'builder',
      detail: { version: '2.0.0' },
      revision: 'r2',
    });
    appendHistory(paths, { command: 'rollback', area: 'builder', detail: {}, revision: 'r3' });
    delete process.env.DUALITY_OPERATOR;
    const history = readHistory(paths);
    expect(history.map((h) => [h.who, h.command, h.revision])).toEqual([
      ['tester', 'release', 'r2'],
      ['tester', 'rollback', 'r3'],
    ]);
    expect(Date.parse(history[0]!.at)).not.toBeNaN();
  });
});
