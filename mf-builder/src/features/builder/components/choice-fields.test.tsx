// A homebrew choice carries its badge after a space of its own, so its label reads "Name Homebrew".
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { RadioChoices } from './choice-fields';

afterEach(cleanup);

it('separates a homebrew choice’s name from its badge', () => {
  render(
    <RadioChoices
      legend="Class"
      value={null}
      onChange={() => undefined}
      choices={[
        { value: '1', label: 'Tidewarden', homebrew: true },
        { value: 'bard', label: 'Bard' },
      ]}
    />,
  );
  expect(screen.getByRole('radio', { name: 'Tidewarden Homebrew' }).closest('label')?.textContent).toBe(
    'Tidewarden Homebrew',
  );
  expect(screen.getByRole('radio', { name: 'Bard' }).closest('label')?.textContent).toBe('Bard');
});
