import { useEffect, useState } from 'react';
import { z } from 'zod';
import { getSupabase } from '@duality/supabase';

const usageSchema = z.object({
  created: z.number().int(),
  published: z.number().int(),
  creation_cap: z.number().int(),
  publish_cap: z.number().int(),
});
type Usage = z.infer<typeof usageSchema>;

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; usage: Usage };

/** The user's homebrew counts against the creation and publish caps (the caps live in the database). */
export function HomebrewUsage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    void (async () => {
      const { data, error } = await getSupabase().rpc('my_homebrew_usage');
      if (!live) return;
      const row = usageSchema.safeParse(Array.isArray(data) ? data[0] : data);
      if (error) setState({ kind: 'error', message: error.message });
      else if (!row.success) setState({ kind: 'error', message: 'The homebrew counts could not be read.' });
      else setState({ kind: 'ready', usage: row.data });
    })();
    return () => {
      live = false;
    };
  }, []);
  if (state.kind === 'loading') return <p role="status">Counting your homebrew…</p>;
  if (state.kind === 'error') return <p role="alert">{state.message}</p>;
  const { usage } = state;
  return (
    <dl className="account-usage" aria-label="Homebrew limits">
      <dt>Homebrew created</dt>
      <dd data-usage="created">
        {usage.created} of {usage.creation_cap}
      </dd>
      <dt>Homebrew made public</dt>
      <dd data-usage="published">
        {usage.published} of {usage.publish_cap}
      </dd>
    </dl>
  );
}
