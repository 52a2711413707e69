// What a campaign reads of a character that joins it, record by record and column by column, in the words the
// invite's join page shows the player before they agree. This is the one list: the join page draws it, and a
// database test reads a joined character as the game master and as another player and requires exactly these
// tables and columns, so the page cannot promise less than the database gives.
import type { DashboardSummary } from './dashboard';

/** Columns every shared record carries to tie it to its campaign, character and player. */
const LINKS = ['id', 'campaign_id', 'character_id', 'user_id'];

/** One thing the campaign sees, in plain words, and the columns that hold it. */
export interface SharedField {
  words: string;
  columns: readonly string[];
}

/** One kind of record the campaign reads while the character is in it. */
export interface SharedRecord {
  /** The table it is read from. */
  table: 'campaign_dashboard' | 'campaign_rolls';
  /** What it is, as the join page heads it. */
  title: string;
  /** The other players read it always, or only while the game master shares the roll log (the GM always). */
  players: 'always' | 'while-log-shared';
  fields: readonly SharedField[];
}

/** Dashboard columns named like the summary's fields, so a renamed field breaks the type check here. */
const summary = (...keys: (keyof DashboardSummary)[]) => keys;

/** Everything a campaign's game master, and its other players, read of a character that joined it. */
export const CAMPAIGN_SHARING: readonly SharedRecord[] = [
  {
    table: 'campaign_dashboard',
    title: 'Your character’s card, updated as you play',
    players: 'always',
    fields: [
      {
        words: 'its name, level and class name (with the multiclass, if any)',
        columns: summary('character_name', 'character_level', 'character_class'),
      },
      {
        words: 'its Hit Points, Stress, Armor and Hope: how many are marked out of how many',
        columns: summary('health', 'stress', 'armor', 'hope'),
      },
      {
        words: 'its Evasion and its Major and Severe damage thresholds',
        columns: summary('evasion', 'major_threshold', 'severe_threshold'),
      },
      {
        words: 'the conditions it is under: Hidden, Restrained or Vulnerable',
        columns: summary('conditions'),
      },
      { words: 'when it joined and when it last changed', columns: ['created_at', 'updated_at'] },
      {
        words:
          'numbers that tie it to the campaign, the character and your account (never your e-mail or name)',
        columns: LINKS,
      },
    ],
  },
  {
    table: 'campaign_rolls',
    title: 'Each roll you make from the sheet',
    players: 'while-log-shared',
    fields: [
      { words: 'what it was for (such as “Agility action roll”) and its kind', columns: ['label', 'kind'] },
      {
        words:
          'every die, the modifier, the total, and whether it came with Hope, with Fear or as a critical',
        columns: ['hope_die', 'fear_die', 'dice', 'modifier', 'total', 'outcome'],
      },
      {
        words: 'whether it gave the game master a Fear, and whether it was rolled offline',
        columns: ['fear_given', 'offline'],
      },
      { words: 'the character’s name and when it was rolled', columns: ['character_name', 'created_at'] },
      { words: 'the same numbers, tying each roll to its campaign, character and account', columns: LINKS },
    ],
  },
];
