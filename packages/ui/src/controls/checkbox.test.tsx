import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { Switch } from './switch';

afterEach(cleanup);

describe('Checkbox', () => {
  it('is a checkbox named by its label, described by its hint, toggled by a tap on the label', () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return (
        <Checkbox
          label="Print trackers"
          hint="Current HP, stress and hope"
          checked={on}
          onChange={(e) => setOn(e.target.checked)}
        />
      );
    }
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'Print trackers' });
    expect(box).toHaveProperty('checked', false);
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Current HP, stress and hope',
    );
    fireEvent.click(screen.getByText('Print trackers'));
    expect(box).toHaveProperty('checked', true);
  });

  it('can be disabled', () => {
    render(<Checkbox label="Locked" disabled />);
    expect(screen.getByRole('checkbox', { name: 'Locked' })).toHaveProperty('disabled', true);
  });
});

describe('Switch', () => {
  function Harness({ disabled }: { disabled?: boolean }) {
    const [on, setOn] = useState(false);
    return <Switch label="Show rules text" checked={on} onCheckedChange={setOn} disabled={disabled} />;
  }

  it('is a switch named by its label whose state follows a click', () => {
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: /Show rules text/ });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByText('Show rules text'));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('is a button, so the keyboard reaches and presses it, and disabled it does nothing', () => {
    render(<Harness disabled />);
    const toggle = screen.getByRole('switch', { name: /Show rules text/ });
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle).toHaveProperty('disabled', true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});
