// Tag Team rolls (SRD: Making Moves and Taking Action, "Tag Team Rolls"): once per session a player spends 3 Hope
// to combine their character's action with another character's. Both roll; one of the two rolls is chosen and
// applies to both actions. With Hope every character involved gains a Hope; with Fear the GM gains a Fear for
// each character involved. On a successful attack both damage totals add up as one source. It counts as a
// single action roll for countdowns and features that track action rolls.
import type { DualityOutcome, DualityRollResult } from './duality-roll';

/** What starting a Tag Team costs the character who starts it. */
export const TAG_TEAM_HOPE_COST = 3;

/** Characters in a Tag Team: the one who starts it and the one they team up with. */
export const TAG_TEAM_SIZE = 2;

export interface TagTeamStart {
  /** The starting character's Hope now. */
  hope: number;
  /** This player already started a Tag Team this session (being the partner of one does not count). */
  startedThisSession: boolean;
  initiatorId: string;
  partnerId: string;
}

/** Why the Tag Team cannot start, in the player's words, or null when it can. */
export function tagTeamProblem(start: TagTeamStart): string | null {
  if (start.initiatorId === start.partnerId) return 'A Tag Team needs another character.';
  if (start.startedThisSession) return 'You have already started a Tag Team this session.';
  if (start.hope < TAG_TEAM_HOPE_COST)
    return `Starting a Tag Team costs ${TAG_TEAM_HOPE_COST} Hope; you have ${start.hope}.`;
  return null;
}

export interface TagTeamOutcome {
  /** Which of the two rolls was chosen (0: the starter's, 1: the partner's). */
  chosen: 0 | 1;
  outcome: DualityOutcome;
  /** Against the Difficulty, from the chosen roll (null without one). */
  success: boolean | null;
  /** Hope each character involved gains (the starter's 3 Hope is paid before the roll, not here). */
  hopeEach: 0 | 1;
  /** Stress each character involved clears: a critical success applies to both actions. */
  stressClearedEach: 0 | 1;
  /** Fear the GM gains: one per character involved on a roll with Fear. */
  gmFear: number;
  /** Ticks of countdowns that follow action rolls: the Tag Team is one action roll. */
  actionRolls: 1;
}

/** The outcome of a Tag Team once the starter picks which roll counts. */
export function tagTeamOutcome(
  rolls: readonly [DualityRollResult, DualityRollResult],
  chosen: 0 | 1,
): TagTeamOutcome {
  const roll = rolls[chosen];
  const withHope = roll.outcome === 'hope' || roll.outcome === 'critical';
  return {
    chosen,
    outcome: roll.outcome,
    success: roll.success,
    hopeEach: withHope ? 1 : 0,
    stressClearedEach: roll.critical ? 1 : 0,
    gmFear: roll.outcome === 'fear' ? TAG_TEAM_SIZE : 0,
    actionRolls: 1,
  };
}

/** A successful Tag Team attack deals both damage totals as one source. */
export function tagTeamDamage(totals: readonly [number, number]): number {
  return Math.max(0, totals[0]) + Math.max(0, totals[1]);
}
