// Component tests over the real backend wait on real answers: give Testing Library's findBy/waitFor queries
// room for a loaded 2-core machine (they still return as soon as the condition holds).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
