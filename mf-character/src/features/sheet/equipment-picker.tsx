import { useId, useState } from 'react';
import type { EquipmentChoice } from '@duality/rules';
import { HomebrewBadge } from '@duality/ui/game';
import { Button } from '@duality/ui';

/** How many matches are drawn at once: the catalog has some two hundred weapons, a phone needs a short list. */
const SHOWN = 12;

export interface EquipmentPickerProps<T extends { id: string; name: string; tier: number }> {
  /** What is picked ("weapon", "armor"): names the search field and the list. */
  noun: string;
  choices: readonly EquipmentChoice<T>[];
  /** One line of numbers under the name ("Tier 3 · primary · Strength · Melee · d10+3"). */
  details: (item: T) => string;
  /** The button's accessible name for one choice ("Take Longsword"). */
  action: (item: T) => string;
  onPick: (item: T) => void;
  onClose: () => void;
}

const normal = (s: string) => s.toLowerCase().normalize('NFKD');

/**
 * A searchable list of catalog equipment, every tier, homebrew marked: typing a name or "tier 3" narrows it,
 * each match is one 44 px button. Stands in for a native select, which cannot search and draws system UI.
 */
export function EquipmentPicker<T extends { id: string; name: string; tier: number }>({
  noun,
  choices,
  details,
  action,
  onPick,
  onClose,
}: EquipmentPickerProps<T>) {
  const [query, setQuery] = useState('');
  const id = useId();
  // "tier 3" is a filter on the tier (not the words "tier" and "3" anywhere: "Armor 3" is no tier 3).
  const tierMatch = /\btier\s*([1-4])\b/.exec(normal(query));
  const tier = tierMatch ? Number(tierMatch[1]) : null;
  const words = normal(query)
    .replace(/\btier\s*[1-4]\b/, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const matches = choices.filter(({ item, homebrew }) => {
    if (tier !== null && item.tier !== tier) return false;
    const text = normal(`${item.name} ${details(item)} ${homebrew ? 'homebrew' : ''}`);
    return words.every((w) => text.includes(w));
  });
  const shown = matches.slice(0, SHOWN);
  return (
    <div className="sheet-picker" role="group" aria-label={`Choose ${noun}`}>
      <div className="dh-field">
        <label htmlFor={`${id}-q`}>Search {noun}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          placeholder="A name, or tier 3"
          autoComplete="off"
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
      </div>
      <p className="sheet-note" aria-live="polite">
        {matches.length === 0
          ? `No ${noun} matches “${query.trim()}”.`
          : matches.length > SHOWN
            ? `Showing ${SHOWN} of ${matches.length}: type to narrow the list.`
            : `${matches.length} ${matches.length === 1 ? 'match' : 'matches'}.`}
      </p>
      <ul className="sheet-picker__list">
        {shown.map(({ item, homebrew }) => (
          <li key={item.id}>
            <button
              type="button"
              className="sheet-picker__choice"
              aria-label={`${action(item)}${homebrew ? ' (Homebrew)' : ''}`}
              onClick={() => onPick(item)}
            >
              <span className="sheet-picker__name">
                {item.name} {homebrew && <HomebrewBadge />}
              </span>
              <span className="sheet-picker__details">{details(item)}</span>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="quiet" onClick={onClose}>
        Done
      </Button>
    </div>
  );
}
