// The rules' schema issues as messages beside the fields: keyed by the path of the value they are about
// (`features.0.name`), in the user's words.
import type { z } from '@duality/libs/zod';

export type FieldErrors = Record<string, string>;

/** One message per path (the first issue found there). */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= messageOf(issue);
  }
  return errors;
}

/** The errors at `path` or below it (for a control that edits a whole part, like a modify map). */
export function errorsUnder(errors: FieldErrors, path: string): string | undefined {
  const messages = Object.entries(errors)
    .filter(([p]) => p === path || p.startsWith(`${path}.`))
    .map(([p, m]) => {
      const below = p === path ? '' : p.slice(path.length + 1);
      return below === '' ? m : `${below}: ${m}`;
    });
  return messages.length > 0 ? messages.join('; ') : undefined;
}

function messageOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number') return 'Enter a whole number';
      if (issue.input === undefined) return 'Required';
      return issue.message;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'Required';
      if (issue.origin === 'number') return `At least ${issue.minimum}`;
      if (issue.origin === 'array') return `Add at least ${issue.minimum}`;
      return issue.message;
    case 'too_big':
      if (issue.origin === 'string') return `At most ${issue.maximum} characters`;
      if (issue.origin === 'number') return `At most ${issue.maximum}`;
      if (issue.origin === 'array') return `At most ${issue.maximum} entries`;
      return issue.message;
    case 'invalid_value':
      return issue.values.length <= 12 ? `Choose one of: ${issue.values.join(', ')}` : 'Choose a value';
    case 'invalid_union': {
      // The most specific reason any alternative gave (a dice pattern, a range), else a type mismatch.
      const inner = issue.errors.flat();
      const telling = inner.find((i) => i.code !== 'invalid_type') ?? inner[0];
      return telling ? messageOf(telling) : issue.message;
    }
    case 'invalid_key':
    case 'unrecognized_keys':
      // Records are stripped of unknown keys; only a modify map (keyed by stat) names a key it refuses.
      return 'Choose a stat for each bonus';
    default:
      return issue.message;
  }
}
