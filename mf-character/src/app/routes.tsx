import { defineAreaRoutes, route } from '@duality/area-kit';
import './character.css';
import { CharacterListPage } from '../features/list/character-list-page';
import { SheetPage } from '../features/sheet/sheet-page';
import { characterPagePatterns } from '../lib/paths';

// The area's routes. The list and the sheet, where players spend their time, are in the area's entry; the
// other views load in their own chunk on their first visit (editing, levelling up, beastform, companion and
// print are occasional, and editing brings the form library).
export const { routes } = defineAreaRoutes('character', import.meta.env.APP_VERSION, [
  route({ path: '/character', title: 'Characters', page: CharacterListPage }),
  route({ path: '/character/:id', params: { id: 'number' }, title: 'Character Sheet', page: SheetPage }),
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
