// The character area's own pages beside its public routes (the list, the sheet and the edit page are public:
// build those with platform's buildPath). One pattern each, used by the route declarations (app/routes.tsx)
// and by every link to the page.
import { buildPath, fillPath } from '@duality/platform';
import { SHEET_TAB_PARAM, type SheetTab } from './sheet-tabs';

export const characterPagePatterns = {
  print: '/character/print/:id',
  levelUp: '/character/level-up/:id',
  beastform: '/character/beastform/:id',
  companion: '/character/companion/:id',
} as const;

type CharacterPage = keyof typeof characterPagePatterns;

/** The path of one of the character's pages (print, level up, beastform, companion). */
export const characterPagePath = (page: CharacterPage, id: number): string =>
  fillPath(characterPagePatterns[page], { id });

/** The character's sheet, on one of its phone tabs when `tab` is given (desktops show every tab at once). */
export const sheetPath = (id: number, tab?: SheetTab): string =>
  buildPath('/character/:id', { id }) + (tab ? `?${SHEET_TAB_PARAM}=${tab}` : '');
