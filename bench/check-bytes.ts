// CI's byte check (a step of `npm test`, after the product build; run `build:monolith` before it): the
// JavaScript and CSS of each journey on the federated product and on the monolith, judged against the
// byte budgets of budgets.json. Fails when a measurement exceeds what CI enforces (the budget's ratchet
// while its target is not met yet, else the target), printing the budget, the measurement and the files.
import { loadBudgets, verdictTable } from './lib/budgets';
import { judgeBytesBudgets, measureBytes } from './lib/byte-report';
import { writeResult } from './lib/results';
import { startSite } from './lib/site';
import { testChromiumPath } from '@duality/test-support/chromium';

const started = Date.now();
const budgets = loadBudgets();
// The bytes a page loads do not depend on the browser's build: the tests' (the headless shell when installed).
const site = await startSite({ browserPath: testChromiumPath });
let failed = 0;
try {
  const report = await measureBytes(site, { brotli: false });
  const verdicts = judgeBytesBudgets(report, budgets);
  writeResult('check-bytes', { report, verdicts });
  console.log(verdictTable(verdicts));
  for (const v of verdicts) {
    if (v.withinRatchet) {
      if (!v.pass)
        console.log(
          `\nnot met yet, held at its ratchet in CI: ${v.budget}: ${v.measured}, target ${v.target}, ratchet ${v.ratchet}`,
        );
      else if (v.ratchet)
        console.log(
          `\n${v.budget} meets its target (${v.measured} <= ${v.target}): remove its ratchet from budgets.json`,
        );
      continue;
    }
    failed++;
    console.log(
      `\nOVER BUDGET: ${v.budget}: measured ${v.measured}, allowed ${v.ratchet ?? v.target}${v.ratchet ? ` (ratchet; target ${v.target})` : ''}`,
    );
    for (const line of v.details ?? []) console.log(line);
  }
} finally {
  await site.close();
}
console.log(
  `\nbyte budgets: ${failed === 0 ? 'ok' : `${failed} over budget`} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(failed === 0 ? 0 : 1);
