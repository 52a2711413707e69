// The editor's sections on a phone over the real stores: the first starts open and the rest closed (each
// saying what it holds), a tap opens one, and a refused save opens the closed section that holds the field
// needing attention and says so in its summary.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  openTestServices,
  renderWithServices,
  testBackend,
  type TestServices,
} from '@duality/stores/testing';
import { NewRecordPage } from './editor-page';

let user: TestServices;
beforeAll(async () => {
  user = await openTestServices(testBackend(), 'Section Writer');
});
afterAll(() => user.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** A 360 px phone: the wide-screen query does not match. */
const onPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }) as MediaQueryList);

const sectionOf = (label: string) => screen.getByLabelText(label).closest('details')!;
const summaryOf = (title: string) =>
  screen
    .getAllByText(title)
    .find((node) => node.closest('summary'))!
    .closest('summary')!;

describe('the editor sections', () => {
  it('on a phone, opens only the first section; a closed one says what it holds and opens on a tap', async () => {
    onPhone();
    renderWithServices(<NewRecordPage params={{ kind: 'items' }} />, user.services, {
      path: '/homebrew/new/items',
    });
    await screen.findByLabelText('Name');
    expect(sectionOf('Name').open).toBe(true);
    expect(sectionOf('Stress on a short rest').open).toBe(false);
    expect(sectionOf('Hit points').open).toBe(false);
    const rest = summaryOf('Rest effects');
    expect(within(rest).getByText('Stress on a short or a long rest')).toBeTruthy();

    fireEvent.click(rest);
    expect(sectionOf('Stress on a short rest').open).toBe(true);
  });

  it('on a wide screen, starts with every section open', async () => {
    renderWithServices(<NewRecordPage params={{ kind: 'weapons' }} />, user.services, {
      path: '/homebrew/new/weapons',
    });
    await screen.findByLabelText('Name');
    const sections = [...document.querySelectorAll('details.hb-section')] as HTMLDetailsElement[];
    expect(sections.map((s) => s.open)).toEqual([true, true]);
  });

  it('opens a closed section holding a field that needs attention after a refused save, and says so', async () => {
    onPhone();
    renderWithServices(<NewRecordPage params={{ kind: 'items' }} />, user.services, {
      path: '/homebrew/new/items',
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Restless Stone' } });
    fireEvent.change(screen.getByLabelText('Stress on a short rest'), { target: { value: 'lots' } });
    expect(sectionOf('Stress on a short rest').open).toBe(false);

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Create item' })));
    expect(sectionOf('Stress on a short rest').open).toBe(true);
    expect(within(summaryOf('Rest effects')).getByText('One field needs attention')).toBeTruthy();
    expect(screen.getByLabelText('Stress on a short rest').getAttribute('aria-invalid')).toBe('true');
    expect(sectionOf('Hit points').open).toBe(false);
  });
});
