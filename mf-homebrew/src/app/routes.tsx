import { defineAreaRoutes, route } from '@duality/area-kit';
import './homebrew.css';
import { BrowsePage } from '../features/browse/browse-page';
import { CollectionPage } from '../features/collection/collection-page';
import { editorPagePatterns } from '../lib/kinds';

// The area's routes: browse, the collection, and the editor of a new record or of one of one's own (lazy,
// in their own chunk; an unknown kind in the path is answered on the page with "Invalid homebrew type").
export const { routes } = defineAreaRoutes('homebrew', import.meta.env.APP_VERSION, [
  route({ path: '/homebrew', title: 'Browse Homebrew', page: BrowsePage }),
  route({ path: '/homebrew/collection', title: 'My Homebrew', page: CollectionPage }),
  route({
    path: editorPagePatterns.newRecord,
    params: { kind: 'text' },
    title: 'New Homebrew',
    lazy: () => import('../features/editor/new-record-page'),
  }),
  route({
    path: editorPagePatterns.editRecord,
    params: { kind: 'text', id: 'number' },
    title: 'Edit Homebrew',
    lazy: () => import('../features/editor/edit-record-page'),
  }),
]);
