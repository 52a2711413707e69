// The current figures of a measuring command (the suite's time, the bench's budgets) live in a document
// between two markers, and only that command writes them there (`--record`), so they are never edited by
// hand and git history keeps the older ones.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

const start = (name) => `<!-- ${name}: written by the command that measures it (--record); do not edit -->`;
const end = (name) => `<!-- /${name} -->`;

/** `text` with the block called `name` replaced by `block`; throws when the document has no such block. */
export function replaceFiguresBlock(text, name, block) {
  const from = text.indexOf(start(name));
  const to = text.indexOf(end(name));
  if (from < 0 || to < from) throw new Error(`No "${name}" figures block (${start(name)} … ${end(name)}).`);
  return `${text.slice(0, from)}${start(name)}\n${block.trim()}\n${text.slice(to)}`;
}

/**
 * Writes the block into the document at `file`, then formats the document with the repository's prettier
 * (`root`), so that the format check of the next run finds it as written.
 */
export function writeFiguresBlock(root, file, name, block) {
  writeFileSync(file, replaceFiguresBlock(readFileSync(file, 'utf8'), name, block));
  execFileSync(join(root, 'node_modules', '.bin', 'prettier'), ['--write', '--log-level', 'warn', file], {
    cwd: root,
    stdio: 'inherit',
  });
}

/** Where and when a measurement was made: date, commit (with "+ changes" for a dirty tree), cores, load. */
export function measuredOn(root) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  let commit = 'no git';
  try {
    commit = git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain') ? ' + changes' : '');
  } catch {
    // Outside a clone (an unpacked archive): the figures still say when and on what machine.
  }
  const day = new Date().toISOString().slice(0, 10);
  return `${day}, at ${commit}, ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end`;
}

/** A markdown table from a header row and rows of cells (cells may not hold "|"). */
export function markdownTable(head, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}
