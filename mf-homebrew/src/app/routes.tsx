import { defineAreaRoutes, placeholderPage, route } from '@duality/area-kit';

// The area's routes; browsing, the collection and the editors replace the placeholders as they land.
export const { routes } = defineAreaRoutes('homebrew', import.meta.env.APP_VERSION, [
  route({ path: '/homebrew', title: 'Browse Homebrew', page: placeholderPage('Browse Homebrew') }),
  route({ path: '/homebrew/collection', title: 'My Homebrew', page: placeholderPage('My Homebrew') }),
]);
