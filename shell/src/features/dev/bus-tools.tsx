import { useState, type FormEvent } from 'react';
import type { Bus } from '@duality/bus';

/**
 * Development tools that publish bus events the way the areas do, so the shell's reactions (top bar,
 * menu, toasts) can be tried without the areas: a pretend session, a toast, a loaded character.
 */
export function BusTools({ bus }: { bus: Bus }) {
  const [displayName, setDisplayName] = useState('Test Player');
  const [message, setMessage] = useState('Saved changes to Ara');
  const [characterId, setCharacterId] = useState('42');
  const onSession = (e: FormEvent) => {
    e.preventDefault();
    bus.publish('session.changed', { user: { id: 'dev-user', email: 'dev@example.com', displayName } });
    bus.publish('profile.changed', { profile: { userId: 'dev-user' } });
  };
  const onToast = (e: FormEvent) => {
    e.preventDefault();
    bus.publish('toast.requested', { message, tone: 'info' });
  };
  const onCharacter = (e: FormEvent) => {
    e.preventDefault();
    bus.publish('character.loaded', { characterId: Number(characterId) });
  };
  return (
    <section aria-labelledby="bus-tools">
      <h2 id="bus-tools">Bus tools</h2>
      <p>
        These publish events on the bus as an area would. They change what the page shows, never any data.
      </p>
      <form onSubmit={onSession} className="shell-dev-form">
        <label htmlFor="dev-display-name">Display name</label>
        <input id="dev-display-name" value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
        <button type="submit" className="dh-button">
          Announce a session
        </button>
      </form>
      <form onSubmit={onToast} className="shell-dev-form">
        <label htmlFor="dev-toast">Toast message</label>
        <input id="dev-toast" value={message} onChange={(e) => setMessage(e.target.value)} required />
        <button type="submit" className="dh-button">
          Request a toast
        </button>
      </form>
      <form onSubmit={onCharacter} className="shell-dev-form">
        <label htmlFor="dev-character">Character id</label>
        <input
          id="dev-character"
          inputMode="numeric"
          pattern="[0-9]+"
          value={characterId}
          onChange={(e) => setCharacterId(e.target.value)}
          required
        />
        <button type="submit" className="dh-button">
          Announce a loaded character
        </button>
      </form>
    </section>
  );
}
