// Component tests over the real backend wait on real answers, and on the first open of a lazily loaded part (the
// confirm dialog's Radix code is transformed on first import, which took over 10 s on a loaded 2-core machine):
// give Testing Library's findBy/waitFor queries room (they still return as soon as the condition holds).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 20_000 });
