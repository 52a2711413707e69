import { defineAreaRoutes, route } from '@duality/area-kit';
import './homebrew.css';
import { BrowsePage } from '../features/browse/browse-page';
import { CollectionPage } from '../features/collection/collection-page';

// The area's routes. The editors (one per kind) are not built yet.
export const { routes } = defineAreaRoutes('homebrew', import.meta.env.APP_VERSION, [
  route({ path: '/homebrew', title: 'Browse Homebrew', page: BrowsePage }),
  route({ path: '/homebrew/collection', title: 'My Homebrew', page: CollectionPage }),
]);
