import { useState } from 'react';
import { restFear, type DiceSource } from '@duality/rules';
import { Button } from '@duality/ui';

export interface RestOffer {
  rest: 'shortRest' | 'longRest';
  d4: number;
  fear: number;
}

/**
 * Nothing tells the game master's screen that the party rested, so the game master says so: a short rest
 * offers 1d4 Fear, a long rest 1d4 + the number of characters (SRD: Downtime), rolled here and applied with one
 * tap (or dismissed). The roll is shown with the offer, so the table can see it was fair.
 */
export function RestFear({
  characters,
  dice,
  onApply,
  disabled,
}: {
  characters: number;
  dice: DiceSource;
  onApply: (fear: number) => Promise<void>;
  disabled: boolean;
}) {
  const [offer, setOffer] = useState<RestOffer | null>(null);
  const roll = (rest: RestOffer['rest']) => {
    const d4 = dice(4);
    setOffer({ rest, d4, fear: restFear(rest, d4, characters) });
  };
  return (
    <div className="campaign-rest">
      <div className="campaign-actions">
        <Button variant="quiet" onClick={() => roll('shortRest')}>
          Short rest
        </Button>
        <Button variant="quiet" onClick={() => roll('longRest')}>
          Long rest
        </Button>
      </div>
      {offer && (
        <div className="campaign-rest__offer" role="status">
          <p>
            {offer.rest === 'shortRest'
              ? `After a short rest: the d4 shows ${offer.d4}, so ${offer.fear} Fear.`
              : `After a long rest: the d4 shows ${offer.d4}, plus ${characters} for the characters, so ${offer.fear} Fear.`}
          </p>
          <div className="campaign-actions">
            <Button disabled={disabled} onClick={() => void onApply(offer.fear).then(() => setOffer(null))}>
              Gain {offer.fear} Fear
            </Button>
            <Button variant="quiet" onClick={() => setOffer(null)}>
              Not now
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
