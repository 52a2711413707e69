import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bus } from '@duality/bus';
import { AreaApp } from './area-app';
import { route, type AreaPageProps } from './area-route';
import { defineAreaRoutes } from './define-area-routes';
import { placeholderPage } from './placeholder-page';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function Sheet({ params }: AreaPageProps<{ id: number }>) {
  return <h1>Sheet #{params.id.toFixed(0)}</h1>;
}

const List = placeholderPage('Characters');

const character = defineAreaRoutes('character', '1.2.3', [
  route({ path: '/character', title: 'Characters', page: placeholderPage('Characters') }),
  route({ path: '/character/:id', params: { id: 'number' }, title: (p) => `Sheet ${p.id}`, page: Sheet }),
  route({ path: '/character/edit/:id', params: { id: 'number' }, title: 'Edit', page: Sheet }),
]);

function show(path: string, routes = character.routes, area: 'character' | 'builder' = 'character') {
  window.history.replaceState(null, '', path);
  return render(<AreaApp area={area} routes={routes} />);
}

describe('an area declaring its own routes', () => {
  it('renders the page with its parameters parsed by kind, and sets the document title', async () => {
    show('/character/42');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sheet #42');
    expect(document.title).toBe('Sheet 42 | Duality');
    expect(document.querySelector('[data-area="character"]')?.getAttribute('data-area-version')).toBe(
      '1.2.3',
    );
  });

  it.each(['/character/abc', '/character/42/extra', '/character/edit'])(
    'shows its own not-found page for %s',
    async (path) => {
      show(path);
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page Not Found');
      expect(screen.getByText(`Page Not Found: ${path}`)).toBeTruthy();
      expect(document.title).toBe('404 Page Not Found | Duality');
    },
  );

  it('renders nothing for a path outside the area', () => {
    const { container } = show('/homebrew');
    expect(container.textContent).toBe('');
  });

  it('builds its own paths with typed parameters', () => {
    expect(character.pathTo('/character/:id', { id: 7 })).toBe('/character/7');
    expect(character.pathTo('/character')).toBe('/character');
    // @ts-expect-error a pattern the area did not declare does not compile
    expect(character.pathTo('/character/:id/print', { id: 7 })).toBe('/character/7/print');
    // @ts-expect-error a numeric parameter must be a number
    character.pathTo('/character/:id', { id: 'seven' });
  });

  it('types the parameters a route declares', () => {
    // @ts-expect-error a path with parameters must declare their kinds
    route({ path: '/character/:id', title: 'Sheet', page: List });
    // @ts-expect-error the page must take the parameters as parsed (a number here)
    route({ path: '/character/:id', params: { id: 'text' }, title: 'Sheet', page: Sheet });
    const sheet = route({ path: '/character/:id', params: { id: 'number' }, title: 'S', page: Sheet });
    expect(sheet.loadPage).toBeUndefined();
  });

  it('refuses to start without a public route it owns', () => {
    expect(() =>
      // @ts-expect-error the compiler names the missing public routes too
      defineAreaRoutes('character', '1', [route({ path: '/character', title: 'List', page: List })]),
    ).toThrow(/must serve its public routes: \/character\/:id is not declared/);
    expect(() =>
      defineAreaRoutes('builder', '1', [
        // @ts-expect-error a path outside the area's prefixes does not compile
        route({ path: '/bilder', title: 'Builder', page: List }),
      ]),
    ).toThrow(/\/builder is not declared/);
  });

  it('loads a lazy page on first visit, and a failed import shows the error panel and retries', async () => {
    let attempts = 0;
    const Print = ({ params }: AreaPageProps<{ id: number }>) => <h1>Print {params.id}</h1>;
    const builder = defineAreaRoutes('builder', '1', [
      route({ path: '/builder', title: 'Builder', page: placeholderPage('Builder') }),
      route({
        path: '/builder/:id/print',
        params: { id: 'number' },
        title: 'Print',
        lazy: async () => {
          attempts++;
          if (attempts === 1) throw new Error('chunk failed to load');
          return { default: Print };
        },
      }),
    ]);
    const quiet = console.error;
    console.error = () => {};
    try {
      show('/builder/5/print', builder.routes, 'builder');
      expect((await screen.findByRole('alert')).textContent).toContain('chunk failed to load');
    } finally {
      console.error = quiet;
    }
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Print 5');
    expect(attempts).toBe(2);
  });

  it('contains a render crash in an error panel, announces it, and recovers on Retry', async () => {
    let broken = true;
    const Builder = () => {
      if (broken) throw new Error('builder exploded');
      return <h1>Builder</h1>;
    };
    const builder = defineAreaRoutes('builder', '1', [
      route({ path: '/builder', title: 'B', page: Builder }),
    ]);
    const failures: unknown[] = [];
    const sub = bus.on('remote.load_failed').subscribe((e) => failures.push(e));
    const quiet = console.error;
    console.error = () => {};
    try {
      show('/builder', builder.routes, 'builder');
      expect((await screen.findByRole('alert')).textContent).toContain('builder exploded');
    } finally {
      console.error = quiet;
    }
    expect(failures).toEqual([{ area: 'builder', phase: 'render', message: 'builder exploded' }]);
    broken = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect((await screen.findByRole('heading')).textContent).toBe('Builder');
    sub.unsubscribe();
  });
});
