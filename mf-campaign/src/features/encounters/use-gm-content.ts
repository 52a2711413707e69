import { useEffect, useState } from 'react';
import type { Adversary, Environment } from '@duality/rules';

export interface GmContent {
  adversaries: readonly Adversary[];
  environments: readonly Environment[];
  byId: ReadonlyMap<string, Adversary>;
}

/**
 * The SRD's adversaries and environments, loaded when the game master's encounter screen first needs them, or a
 * player's page once the game master reveals a card (their own chunk: a player's load never carries them).
 */
export function useGmContent(needed = true): GmContent | null {
  const [content, setContent] = useState<GmContent | null>(null);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void import('@duality/rules/gm-content').then((m) => {
      if (!live) return;
      setContent({
        adversaries: m.BUILTIN_ADVERSARIES,
        environments: m.BUILTIN_ENVIRONMENTS,
        byId: new Map(m.BUILTIN_ADVERSARIES.map((a) => [a.id, a])),
      });
    });
    return () => {
      live = false;
    };
  }, [needed]);
  return content;
}

export const TYPE_NAMES: Record<Adversary['type'], string> = {
  bruiser: 'Bruiser',
  horde: 'Horde',
  leader: 'Leader',
  minion: 'Minion',
  ranged: 'Ranged',
  skulk: 'Skulk',
  social: 'Social',
  solo: 'Solo',
  standard: 'Standard',
  support: 'Support',
};
