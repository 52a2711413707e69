import { defineAreaRoutes, route } from '@duality/area-kit';
import './character.css';
import { BeastformPage } from '../features/beastform/beastform-page';
import { CompanionPage } from '../features/companion/companion-page';
import { EditPage } from '../features/edit/edit-page';
import { LevelUpPage } from '../features/level-up/level-up-page';
import { CharacterListPage } from '../features/list/character-list-page';
import { SheetPage } from '../features/sheet/sheet-page';

// The area's routes. Print is a deep link of the area's own, in its own chunk (only printing needs it).
export const { routes } = defineAreaRoutes('character', import.meta.env.APP_VERSION, [
  route({ path: '/character', title: 'Characters', page: CharacterListPage }),
  route({ path: '/character/:id', params: { id: 'number' }, title: 'Character Sheet', page: SheetPage }),
  route({ path: '/character/edit/:id', params: { id: 'number' }, title: 'Edit Character', page: EditPage }),
  route({
    path: '/character/print/:id',
    params: { id: 'number' },
    title: 'Print Character',
    lazy: () => import('../features/print/print-page'),
  }),
  route({ path: '/character/level-up/:id', params: { id: 'number' }, title: 'Level Up', page: LevelUpPage }),
  route({
    path: '/character/beastform/:id',
    params: { id: 'number' },
    title: 'Beastform',
    page: BeastformPage,
  }),
  route({
    path: '/character/companion/:id',
    params: { id: 'number' },
    title: 'Companion',
    page: CompanionPage,
  }),
]);
