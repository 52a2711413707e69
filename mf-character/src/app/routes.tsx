import { defineAreaRoutes, route } from '@duality/area-kit';
import './character.css';
import { CharacterListPage } from '../features/list/character-list-page';
import { characterPagePatterns } from '../lib/paths';

// The area's routes. The list is in the area's entry; every other view loads in its own chunk on its first
// visit. The sheet is its own chunk because it brings the menus, selects and pickers of play (about half
// the area's code): the list asks for it as soon as a player points at, touches or focuses a character, so
// opening a sheet from the list rarely waits. Editing, levelling up, beastform, companion and print are
// occasional, and editing brings the form library.
const loadSheetPage = () => import('../features/sheet/sheet-page').then((m) => ({ default: m.SheetPage }));

/** Starts loading the sheet's chunk ahead of a likely visit; a failure here is retried by the visit itself. */
const prefetchSheet = () => void loadSheetPage().catch(() => undefined);

function ListPage() {
  return <CharacterListPage onSheetIntent={prefetchSheet} />;
}

export const { routes } = defineAreaRoutes('character', import.meta.env.APP_VERSION, [
  route({ path: '/character', title: 'Characters', page: ListPage }),
  route({ path: '/character/:id', params: { id: 'number' }, title: 'Character Sheet', lazy: loadSheetPage }),
  route({
    path: '/character/edit/:id',
    params: { id: 'number' },
    title: 'Edit Character',
    lazy: () => import('../features/edit/edit-page').then((m) => ({ default: m.EditPage })),
  }),
  route({
    path: characterPagePatterns.print,
    params: { id: 'number' },
    title: 'Print Character',
    lazy: () => import('../features/print/print-page'),
  }),
  route({
    path: characterPagePatterns.levelUp,
    params: { id: 'number' },
    title: 'Level Up',
    lazy: () => import('../features/level-up/level-up-page').then((m) => ({ default: m.LevelUpPage })),
  }),
  route({
    path: characterPagePatterns.beastform,
    params: { id: 'number' },
    title: 'Beastform',
    lazy: () => import('../features/beastform/beastform-page').then((m) => ({ default: m.BeastformPage })),
  }),
  route({
    path: characterPagePatterns.companion,
    params: { id: 'number' },
    title: 'Companion',
    lazy: () => import('../features/companion/companion-page').then((m) => ({ default: m.CompanionPage })),
  }),
]);
