// The draft follows its owner while the builder stays open: signing out or in as someone else shows that
// owner's draft, never the previous one's, and nothing is read or written while the session is unknown.
import { Suspense, use } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAsideKeyOf, VISITOR, type DraftOwner } from '@duality/platform/storage-keys';
import { draftKeysOf, type DraftStorage } from './draft-storage';
import { DraftOwnerContext, DraftStorageContext, useDraft } from './use-draft';

afterEach(cleanup);

function memory(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/** The draft's name, a way to type one, and the other writes the builder makes. */
function Probe() {
  const draft = useDraft();
  return (
    <>
      <p>{draft.loaded ? `name: ${draft.character.name || '(none)'}` : 'waiting'}</p>
      <input
        aria-label="Name"
        value={draft.character.name}
        onChange={(e) => draft.update({ name: e.target.value })}
      />
      <button type="button" onClick={() => draft.setPage(3)}>
        Page 3
      </button>
      <button type="button" onClick={() => draft.rememberReturnPath('/campaign/invite/abc')}>
        Keep the way back
      </button>
    </>
  );
}
const typeName = (name: string) =>
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });

function builderFor(storage: DraftStorage, owner: DraftOwner | null) {
  const tree = (who: DraftOwner | null) => (
    <DraftStorageContext.Provider value={storage}>
      <DraftOwnerContext.Provider value={who}>
        <Probe />
      </DraftOwnerContext.Provider>
    </DraftStorageContext.Provider>
  );
  const view = render(tree(owner));
  return { switchTo: (who: DraftOwner | null) => view.rerender(tree(who)) };
}

describe('useDraft on a shared device', () => {
  it("shows each owner their own draft as people sign out and in, and the first user's comes back", () => {
    const storage = memory();
    const builder = builderFor(storage, 'user-a');
    typeName('Ash');
    expect(screen.getByText('name: Ash')).toBeDefined();
    expect(storage.map.get(draftKeysOf('user-a').character)).toContain('"Ash"');

    builder.switchTo(VISITOR);
    expect(screen.getByText('name: (none)')).toBeDefined();
    builder.switchTo('user-b');
    expect(screen.getByText('name: (none)')).toBeDefined();
    typeName('Bo');
    builder.switchTo('user-a');
    expect(screen.getByText('name: Ash')).toBeDefined();
    expect(storage.map.get(draftKeysOf('user-b').character)).toContain('"Bo"');
  });

  it('waits while the session is unknown, writing nothing', () => {
    const storage = memory();
    const builder = builderFor(storage, null);
    expect(screen.getByText('waiting')).toBeDefined();
    typeName('Nobody');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep the way back' }));
    expect(storage.map.size).toBe(0);
    builder.switchTo(VISITOR);
    expect(screen.getByText('name: (none)')).toBeDefined();
  });
});

describe('useDraft with an unreadable draft', () => {
  it('says it was set aside, and sets it aside once, though its first render was thrown away', async () => {
    const storage = memory();
    const keys = draftKeysOf('user-a');
    storage.setItem(keys.character, '{"name": "Ash",');
    storage.setItem(keys.page, '3');
    let arrive!: () => void;
    const late = new Promise<void>((resolve) => (arrive = resolve));
    const Late = () => {
      use(late);
      return null;
    };
    function Message() {
      const draft = useDraft();
      return <p>{draft.setAsideMessage ?? 'no message'}</p>;
    }
    await act(async () => {
      render(
        <DraftStorageContext.Provider value={storage}>
          <DraftOwnerContext.Provider value="user-a">
            <Suspense fallback={null}>
              <Message />
              <Late />
            </Suspense>
          </DraftOwnerContext.Provider>
        </DraftStorageContext.Provider>,
      );
    });
    expect(storage.map.get(keys.character)).toBe('{"name": "Ash",'); // nothing moved by a render not kept
    await act(async () => {
      arrive();
      await late;
    });
    expect(await screen.findByText(/Your saved draft could not be read/)).toBeTruthy();
    expect(storage.map.has(keys.character)).toBe(false);
    expect(storage.map.get(setAsideKeyOf(keys.character))).toBe('{"name": "Ash",');
    expect(storage.map.get(keys.page)).toBe('0');
  });
});
