// The lazily loaded parts (the Radix toast, drawer and confirm dialog) are transformed on their first import,
// which took over a second on a loaded 2-core machine with the other test lanes running: give Testing
// Library's findBy/waitFor queries room (they still return as soon as the condition holds).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 20_000 });
