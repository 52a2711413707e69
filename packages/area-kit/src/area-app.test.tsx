import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bus } from '@duality/bus';
import { AreaApp } from './area-app';
import { areaRoutes } from './area-routes';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('AreaApp with area routes', () => {
  it("renders the owning route's heading and parameters", () => {
    window.history.replaceState(null, '', '/character/42');
    render(<AreaApp area="character" routes={areaRoutes('character', '1.0.0')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Character Sheet');
    expect(document.querySelector('[data-param="id"]')?.textContent).toBe('42');
  });

  it('renders nothing for a path the area does not own', () => {
    window.history.replaceState(null, '', '/homebrew');
    const { container } = render(<AreaApp area="character" routes={areaRoutes('character', '1.0.0')} />);
    expect(container.textContent).toBe('');
  });

  it('uses a real page component when the area provides one', () => {
    window.history.replaceState(null, '', '/builder');
    const Builder = () => <h1>Step 1: Class</h1>;
    render(<AreaApp area="builder" routes={areaRoutes('builder', '1.0.0', { '/builder': Builder })} />);
    expect(screen.getByRole('heading').textContent).toBe('Step 1: Class');
  });

  it('contains a render crash in an error panel, announces it, and recovers on Retry', async () => {
    window.history.replaceState(null, '', '/campaign');
    let broken = true;
    const Campaigns = () => {
      if (broken) throw new Error('dashboard exploded');
      return <h1>Campaigns</h1>;
    };
    const failures: unknown[] = [];
    const sub = bus.on('remote.load_failed').subscribe((e) => failures.push(e));
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <AreaApp area="campaign" routes={areaRoutes('campaign', '1.0.0', { '/campaign': Campaigns })} />,
      );
    } finally {
      console.error = quiet;
    }
    expect(screen.getByRole('alert').textContent).toContain('dashboard exploded');
    expect(failures).toEqual([{ area: 'campaign', phase: 'render', message: 'dashboard exploded' }]);
    broken = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByRole('heading').textContent).toBe('Campaigns');
    sub.unsubscribe();
  });
});
