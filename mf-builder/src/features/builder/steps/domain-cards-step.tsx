import { startingDomainCardCount } from '@duality/rules';
import { DomainCardSummary, domainName } from '@duality/ui/game';
import type { StepProps } from './step-props';

/** Two level-1 cards from the class's two domains (both from one domain is allowed), more when a feature grants them. */
export function DomainCardsStep({ draft, catalog }: StepProps) {
  const { character } = draft;
  const cls = character.baseClass === null ? undefined : catalog.classes.get(character.baseClass);
  if (cls === undefined) return <p>Choose a class first: its two domains decide which cards you may take.</p>;
  const chosen = character.domainCards.loadout;
  const wanted = startingDomainCardCount(character, catalog);
  const full = chosen.length >= wanted;
  const toggle = (id: string, on: boolean) =>
    draft.update({
      domainCards: { loadout: on ? [...chosen, id] : chosen.filter((c) => c !== id), vault: [] },
    });
  return (
    <>
      <p aria-live="polite">
        {chosen.length} of {wanted} chosen{full ? '; clear one to take another.' : '.'}
      </p>
      {cls.domains.map((domain) => (
        <fieldset key={domain} className="builder-choices">
          <legend>{domainName(domain)} cards</legend>
          {[...catalog.domainCards.values()]
            .filter((card) => card.domain === domain && card.level === 1)
            .map((card) => {
              const checked = chosen.includes(card.id);
              return (
                <div key={card.id} className="builder-card">
                  <label className="builder-choice">
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={(e) => toggle(card.id, e.target.checked)}
                    />
                    <span>Take {card.name}</span>
                  </label>
                  <DomainCardSummary value={card} headingLevel={3} />
                </div>
              );
            })}
        </fieldset>
      ))}
    </>
  );
}
