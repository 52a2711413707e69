import { useState, type FormEvent } from 'react';
import type { Bus } from '@duality/bus';
import { Button } from '@duality/ui';

/**
 * Development tools that publish bus events the way the areas do, so the shell's reactions can be tried
 * without the areas: a toast, a loaded character. (The session is real: sign up to try the signed-in bar.)
 */
export function BusTools({ bus }: { bus: Bus }) {
  const [message, setMessage] = useState('Saved changes to Ara');
  const [characterId, setCharacterId] = useState('42');
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
      <form onSubmit={onToast} className="shell-dev-form">
        <label htmlFor="dev-toast">Toast message</label>
        <input id="dev-toast" value={message} onChange={(e) => setMessage(e.target.value)} required />
        <Button type="submit">Request a toast</Button>
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
        <Button type="submit">Announce a loaded character</Button>
      </form>
    </section>
  );
}
