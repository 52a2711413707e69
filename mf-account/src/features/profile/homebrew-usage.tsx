import { useHomebrewUsage } from '@duality/stores/react';
import { Button } from '@duality/ui';

/** The user's homebrew counts against the creation and publish caps (read through the stores). */
export function HomebrewUsage() {
  const usage = useHomebrewUsage();
  if (usage.status === 'loading') return <p role="status">Counting your homebrew…</p>;
  if (usage.status === 'error')
    return (
      <div role="alert">
        <p>{usage.message}</p>
        <Button variant="quiet" onClick={usage.retry}>
          Retry
        </Button>
      </div>
    );
  const { data } = usage;
  return (
    <dl className="account-usage" aria-label="Homebrew limits">
      <dt>Homebrew created</dt>
      <dd data-usage="created">
        {data.created} of {data.creation_cap}
      </dd>
      <dt>Homebrew made public</dt>
      <dd data-usage="published">
        {data.published} of {data.publish_cap}
      </dd>
    </dl>
  );
}
