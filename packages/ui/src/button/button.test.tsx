import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('is a button that does not submit a form unless told, and calls onClick', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Roll</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('writes its variant and size as classes, primary and regular by default', () => {
    render(
      <>
        <Button>Go</Button>
        <Button variant="quiet" size="compact">
          Back
        </Button>
        <Button variant="danger" size="large" block>
          Delete
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Go' }).className).toBe('dh-button');
    expect(screen.getByRole('button', { name: 'Back' }).className).toBe(
      'dh-button dh-button--quiet dh-button--compact',
    );
    expect(screen.getByRole('button', { name: 'Delete' }).className).toBe(
      'dh-button dh-button--danger dh-button--large dh-button--block',
    );
  });

  it('while busy is disabled, marked busy and says its busy label', () => {
    const onClick = vi.fn();
    render(
      <Button busy busyLabel="Saving…" onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('draws a decorative icon before its text, so the text alone names it', () => {
    render(<Button icon="d20">Roll</Button>);
    const button = screen.getByRole('button', { name: 'Roll' });
    const icon = button.querySelector('svg[data-icon="d20"]');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(button.firstElementChild).toBe(icon);
  });

  it('as a child link keeps the link and its props, with the button classes added', () => {
    render(
      <Button asChild variant="quiet" icon="plus">
        <a href="/builder" className="page-action">
          New character
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'New character' });
    expect(link.getAttribute('href')).toBe('/builder');
    expect(link.className).toBe('dh-button dh-button--quiet page-action');
    expect(link.querySelector('svg[data-icon="plus"]')).not.toBeNull();
  });

  it('gives the same classes to a control that cannot be a Button', () => {
    expect(buttonClassName({ variant: 'quiet' })).toBe('dh-button dh-button--quiet');
    expect(buttonClassName()).toBe('dh-button');
  });
});
