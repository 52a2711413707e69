import { defineAreaRoutes, placeholderPage, route } from '@duality/area-kit';
import { BeastformPage } from '../features/beastform/beastform-page';
import { CompanionPage } from '../features/companion/companion-page';
import { LevelUpPage } from '../features/level-up/level-up-page';

// The area's routes. The character pages replace the placeholders as they land; deep links the area adds
// (print, level up) are declared here too, and need no change anywhere else.
export const { routes } = defineAreaRoutes('character', import.meta.env.APP_VERSION, [
  route({ path: '/character', title: 'Characters', page: placeholderPage('Characters') }),
  route({
    path: '/character/:id',
    params: { id: 'number' },
    title: 'Character Sheet',
    page: placeholderPage('Character Sheet'),
  }),
  route({
    path: '/character/edit/:id',
    params: { id: 'number' },
    title: 'Edit Character',
    page: placeholderPage('Edit Character'),
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
