// A vitest globalSetup for a project's component tests: ONE embedded backend (in-memory PGlite with the
// product's migrations, seed and functions) for every test file of the project, started once, so each file
// pays no start-up. Files reach it with `inject('backend')` and keep apart by signing up users of their own.
import type { TestProject } from 'vitest/node';
import { startTestBackend } from './backend';
import './testing';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const backend = await startTestBackend();
  project.provide('backend', { url: backend.url, anonKey: backend.anonKey });
  return () => backend.stop();
}
