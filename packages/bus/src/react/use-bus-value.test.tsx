// @vitest-environment jsdom
// useBusValue reads the latest value of a replay-last event, follows new ones, and lets go on unmount;
// useObservableValue (under it) shows one value per render to every reader.
import { act, cleanup, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createBus, type Bus } from '../bus';
import { useBusValue } from './use-bus-value';
import { useObservableValue } from './use-observable-value';

afterEach(cleanup);

function CurrentCharacter({ bus }: { bus: Bus }) {
  const loaded = useBusValue('character.loaded', bus);
  return <output>{loaded ? String(loaded.characterId) : 'none yet'}</output>;
}

describe('useBusValue', () => {
  it('shows the value published before mount, then every new one', () => {
    const bus = createBus();
    bus.publish('character.loaded', { characterId: 7 });
    render(<CurrentCharacter bus={bus} />);
    expect(screen.getByRole('status').textContent).toBe('7');
    act(() => bus.publish('character.loaded', { characterId: null }));
    expect(screen.getByRole('status').textContent).toBe('null');
  });

  it('is undefined until the event is first published', () => {
    const bus = createBus();
    render(<CurrentCharacter bus={bus} />);
    expect(screen.getByRole('status').textContent).toBe('none yet');
    act(() => bus.publish('character.loaded', { characterId: 7 }));
    expect(screen.getByRole('status').textContent).toBe('7');
  });
});

describe('useObservableValue', () => {
  it('subscribes once while mounted and unsubscribes on unmount', () => {
    const subject = new BehaviorSubject(1);
    function Value() {
      return <output>{useObservableValue(subject, () => subject.value)}</output>;
    }
    const view = render(<Value />);
    expect(subject.observed).toBe(true);
    act(() => subject.next(2));
    expect(screen.getByRole('status').textContent).toBe('2');
    view.unmount();
    expect(subject.observed).toBe(false);
  });

  it('gives every reader of one render the same value', () => {
    const subject = new BehaviorSubject(0);
    const seen: number[][] = [];
    function Reader({ row }: { row: number }) {
      const value = useObservableValue(subject, () => subject.value);
      (seen[row] ??= []).push(value);
      return <span>{value}</span>;
    }
    render(
      <>
        <Reader row={0} />
        <Reader row={1} />
      </>,
    );
    act(() => subject.next(5));
    expect(seen[0]?.at(-1)).toBe(5);
    expect(seen[1]?.at(-1)).toBe(5);
  });
});

describe('useBusValue types', () => {
  it('refuses a stream event, which keeps no value to read', () => {
    function Never() {
      // @ts-expect-error toast.requested is a stream event
      useBusValue('toast.requested');
      return null;
    }
    expect(typeof Never).toBe('function');
  });
});
