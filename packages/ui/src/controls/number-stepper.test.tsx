import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NumberStepper } from './number-stepper';

afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState(1);
  return (
    <>
      <NumberStepper label="Handfuls" value={value} onChange={setValue} min={0} max={9} />
      <output>{value}</output>
    </>
  );
}

describe('NumberStepper', () => {
  it('is a number field named by its label with named − and + buttons', () => {
    render(<Harness />);
    const field = screen.getByRole('spinbutton', { name: 'Handfuls' });
    expect(field).toHaveProperty('value', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Increase Handfuls' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Handfuls' }));
    expect(screen.getByRole('status').textContent).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Handfuls' }));
    expect(field).toHaveProperty('value', '2');
  });

  it('stops at its bounds: the button at a bound is disabled', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Handfuls' }));
    expect(screen.getByRole('status').textContent).toBe('0');
    expect(screen.getByRole('button', { name: 'Decrease Handfuls' })).toHaveProperty('disabled', true);
  });

  it('takes a typed number in range, and keeps a half-typed or out-of-range entry without sending it', () => {
    render(<Harness />);
    const field = screen.getByRole('spinbutton', { name: 'Handfuls' });
    fireEvent.change(field, { target: { value: '7' } });
    expect(screen.getByRole('status').textContent).toBe('7');
    fireEvent.change(field, { target: { value: '' } });
    expect(field).toHaveProperty('value', '');
    expect(screen.getByRole('status').textContent).toBe('7');
    fireEvent.change(field, { target: { value: '12' } });
    expect(screen.getByRole('status').textContent).toBe('7');
    fireEvent.blur(field);
    expect(field).toHaveProperty('value', '7');
  });
});
