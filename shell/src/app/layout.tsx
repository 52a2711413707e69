import { Outlet } from 'react-router';
import { bus } from '@duality/bus';
import { Footer } from '../features/chrome/footer';
import { TopBar } from '../features/chrome/top-bar';

/**
 * The page frame. `#area-outlet` is where single-spa mounts the active area; React renders it empty and
 * never touches what the areas put inside, and it stays mounted across every navigation.
 */
export function Layout() {
  return (
    <div className="shell" data-bus-instance={bus.instanceId}>
      <a href="#main" className="shell-skip-link">
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1}>
        <Outlet />
        <div id="area-outlet" />
      </main>
      <Footer />
    </div>
  );
}
