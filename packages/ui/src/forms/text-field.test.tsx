import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './text-field';

afterEach(cleanup);

describe('TextField', () => {
  it('labels its input and ties the hint to it, valid until told otherwise', () => {
    render(<TextField label="Password" name="password" hint="At least 8 characters." />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-hint`);
    expect(document.getElementById(`${input.id}-hint`)?.textContent).toBe('At least 8 characters.');
  });

  it('writes the error beside the input, marks it invalid and describes it by hint and error', () => {
    render(
      <TextField label="Email" name="email" hint="We never share it." error="Enter a valid email address." />,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'We never share it.',
      'Enter a valid email address.',
    ]);
  });

  it('gives two fields of the same name their own ids, and passes ref and input props through', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <TextField label="First" name="displayName" ref={ref} autoComplete="nickname" />
        <TextField label="Second" name="displayName" />
      </>,
    );
    expect(screen.getByLabelText('First').id).not.toBe(screen.getByLabelText('Second').id);
    expect(ref.current).toBe(screen.getByLabelText('First'));
    expect(ref.current?.getAttribute('autocomplete')).toBe('nickname');
  });
});
