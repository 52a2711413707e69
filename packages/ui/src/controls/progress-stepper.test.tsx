import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressStepper, type ProgressStep } from './progress-stepper';

afterEach(cleanup);

const steps: ProgressStep[] = [
  { id: 'class', label: 'Class', state: 'done' },
  { id: 'heritage', label: 'Heritage', state: 'current' },
  { id: 'traits', label: 'Traits', state: 'attention' },
  { id: 'review', label: 'Review', state: 'todo' },
];

describe('ProgressStepper', () => {
  it('is a named navigation whose steps say their number, name and state in words, the current one marked', () => {
    render(<ProgressStepper label="Builder steps" steps={steps} onSelect={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Builder steps' })).toBeTruthy();
    const current = screen.getByRole('button', { name: '2 Heritage, current step' });
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('button', { name: '1 Class, done' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: '3 Traits, needs attention' })).toBeTruthy();
    expect(screen.getByRole('navigation').textContent).toContain('Step 2 of 4');
    expect(screen.getByRole('navigation').textContent).toContain('1 of 4 done');
  });

  it('reports the step picked', () => {
    const onSelect = vi.fn();
    render(<ProgressStepper label="Builder steps" steps={steps} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: /^4 Review/ }));
    expect(onSelect).toHaveBeenCalledWith('review');
  });

  it('without onSelect shows the steps without buttons', () => {
    render(<ProgressStepper label="Level up" steps={steps} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('img', { name: '2 Heritage, current step' })).toBeTruthy();
  });
});
