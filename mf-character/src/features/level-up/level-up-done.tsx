import { Link } from '@duality/libs/router';
import { tierForLevel } from '@duality/rules';
import { sheetPath } from '../../lib/paths';
import { Button } from '@duality/ui';

export interface LevelUpDoneProps {
  id: number;
  name: string;
  level: number;
  /** The levelling fanfare setting: a celebration, or a plain line. */
  fanfare: boolean;
  canLevelAgain: boolean;
  onLevelAgain: () => void;
}

/** After a level-up is applied: the fanfare when the player keeps it on, a quiet confirmation otherwise. */
export function LevelUpDone({ id, name, level, fanfare, canLevelAgain, onLevelAgain }: LevelUpDoneProps) {
  return (
    <section className="dh-page level-up-page">
      <h1>Level up {name}</h1>
      {fanfare ? (
        <div className="level-up-fanfare" role="status">
          <p className="level-up-fanfare__level">Level {level}!</p>
          <p>
            {name} reached level {level}
            {tierForLevel(level) !== tierForLevel(level - 1) ? `, and tier ${tierForLevel(level)}` : ''}.
          </p>
        </div>
      ) : (
        <p role="status">
          {name} is now level {level}.
        </p>
      )}
      <div className="level-up-actions">
        <Button asChild>
          <Link to={sheetPath(id)}>Back to the sheet</Link>
        </Button>
        {canLevelAgain && (
          <Button variant="quiet" onClick={onLevelAgain}>
            Level up again
          </Button>
        )}
      </div>
    </section>
  );
}
