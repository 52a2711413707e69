/**
 * How many times its stated ceiling a wait on a condition (`eventually`, `advanceUntil`) may take before it
 * fails. `npm test` runs these suites beside the browser tests and the database suites on two cores, where a
 * sign-up and a realtime round trip took several times what they take alone; a wait still ends as soon as its
 * condition holds, so a passing test is no slower.
 */
export const WAIT_CEILING_SCALE = 3;
