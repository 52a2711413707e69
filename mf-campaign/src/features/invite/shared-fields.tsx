import { CAMPAIGN_SHARING, type SharedRecord } from '@duality/rules';

const READERS: Record<SharedRecord['players'], string> = {
  always: 'The game master and the other players see',
  'while-log-shared':
    'The game master sees, and the other players too while the game master shares the roll log',
};

/**
 * Everything a joined character shares with the campaign, record by record, drawn from the rules' one list
 * (CAMPAIGN_SHARING), which a database test holds to what the campaign can really read.
 */
export function SharedFields() {
  return (
    <section className="campaign-section campaign-shared" aria-labelledby="invite-shared">
      <h2 id="invite-shared">What the game master will see</h2>
      <p>While your character is in this campaign:</p>
      {CAMPAIGN_SHARING.map((record) => (
        <section key={record.table} aria-labelledby={`invite-shared-${record.table}`}>
          <h3 id={`invite-shared-${record.table}`}>{record.title}</h3>
          <p>{READERS[record.players]}:</p>
          <ul>
            {record.fields.map((field) => (
              <li key={field.words}>{field.words}</li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        Nothing else of your character or your account is shared: not its notes, inventory, cards or the rest
        of its sheet. Leaving the campaign, or being removed from it, takes the card and every roll away from
        the campaign at once; only the Fear your rolls gave the game master stays theirs.
      </p>
    </section>
  );
}
