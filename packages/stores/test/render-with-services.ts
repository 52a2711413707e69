// Renders an area's component as the area would: inside the page's services (AreaServicesProvider) and a
// router, at `path`, so links, navigation and the stores all work as on the page.
import { render } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AreaServicesProvider, type AreaServices } from '../src/react/services';

export interface RenderOptions {
  /** Where the page opens (default `/`); the component is rendered for every path. */
  path?: string;
  /** Other pages by path, to see where a link or a navigation led (their element is a heading). */
  pages?: Record<string, string>;
}

export function renderWithServices(ui: ReactElement, services: AreaServices, options: RenderOptions = {}) {
  const pages = Object.entries(options.pages ?? {}).map(([path, title]) => ({
    path,
    element: createElement('h1', null, title),
  }));
  const router = createMemoryRouter([...pages, { path: '*', element: ui }], {
    initialEntries: [options.path ?? '/'],
  });
  const view = render(
    createElement(AreaServicesProvider, { services }, createElement(RouterProvider, { router })),
  );
  return { ...view, router };
}
