#!/usr/bin/env node
// The package runs from TypeScript source (no build step): tsx loads it.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
