import type { DomainCard as DomainCardRecord } from '@duality/rules';
import { DomainCard } from '@duality/ui/game';

// Sample cards written for the gallery (not SRD text): one per card type, in three domains.
const samples: DomainCardRecord[] = [
  {
    id: 'gallery-ember-ward',
    name: 'Ember Ward',
    domain: 'arcana',
    level: 1,
    type: 'spell',
    recallCost: 0,
    description:
      'Draw a ring of embers around an ally Close to you; the next attack against them is made with disadvantage.',
    features: [],
  },
  {
    id: 'gallery-steady-hands',
    name: 'Steady Hands',
    domain: 'valor',
    level: 3,
    type: 'ability',
    recallCost: 1,
    description: 'Once per rest, when an ally Very Close to you fails a roll, let them reroll the Fear die.',
    features: [],
  },
  {
    id: 'gallery-field-notes',
    name: 'Field Notes',
    domain: 'codex',
    level: 5,
    type: 'grimoire',
    recallCost: 2,
    description:
      'A small book of tricks: **mark a Stress** to recall a fact about a creature you have studied.',
    features: [],
  },
];

/** Domain cards drawn as cards, one per type, with a homebrew one. */
export function GalleryDomainCards() {
  return (
    <section aria-labelledby="gallery-domain-cards">
      <h2 id="gallery-domain-cards">Domain cards</h2>
      <div className="shell-gallery__grid">
        {samples.map((card, i) => (
          <DomainCard key={card.id} value={card} homebrew={i === 2} />
        ))}
      </div>
    </section>
  );
}
