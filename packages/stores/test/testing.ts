// `@duality/stores/testing`: what an area's component tests need to run its features over REAL stores and the
// embedded backend (never imported by application code). A project that sets
// `globalSetup: ['<repo>/packages/stores/test/global-backend.ts']` shares one backend across its test files.
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    backend: { url: string; anonKey: string };
  }
}

/** The project's shared backend (see global-backend.ts). */
export const testBackend = (): { url: string; anonKey: string } => inject('backend');

export { eventually, newClient, signUpUser, startTestBackend, type SignedUpUser } from './backend';
export { openTestServices, ownBrowser, type TestServices } from './area-services';
export { createCampaign, createCharacter, joinCampaign } from './campaigns';
export { openTab, type Tab } from './players';
export { renderWithServices } from './render-with-services';
