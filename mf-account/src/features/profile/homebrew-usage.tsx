import { useHomebrewUsage } from './hooks/use-homebrew-usage';

/** The user's homebrew counts against the creation and publish caps. */
export function HomebrewUsage() {
  const state = useHomebrewUsage();
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
