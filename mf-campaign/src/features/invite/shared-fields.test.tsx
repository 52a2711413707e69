// The join page's list of what is shared is the rules' CAMPAIGN_SHARING, every record and every field of it.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_SHARING } from '@duality/rules';
import { SharedFields } from './shared-fields';

afterEach(cleanup);

describe('what the join page says is shared', () => {
  it('shows each record the campaign reads, with every one of its fields', () => {
    render(<SharedFields />);
    for (const record of CAMPAIGN_SHARING) {
      const section = screen.getByRole('region', { name: record.title });
      const items = within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(items).toEqual(record.fields.map((f) => f.words));
    }
    expect(screen.getByText(/takes the card and every roll away from the campaign at once/)).toBeTruthy();
  });
});
