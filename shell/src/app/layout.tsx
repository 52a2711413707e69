import { Outlet, useNavigate } from 'react-router';
import { Footer } from '../features/chrome/footer';
import { TopBar } from '../features/chrome/top-bar';
import { useShellServices } from '../lib/shell-services';

/**
 * The page frame. `#area-outlet` is where single-spa mounts the active area; React renders it empty and
 * never touches what the areas put inside, and it stays mounted across every navigation.
 */
export function Layout() {
  const { bus, config, endSession } = useShellServices();
  const navigate = useNavigate();
  const logout = async () => {
    const error = await endSession();
    if (error) {
      bus.publish('toast.requested', { message: error, tone: 'error' });
      return;
    }
    await navigate('/');
  };
  return (
    <div className="shell">
      <a href="#main" className="shell-skip-link">
        Skip to content
      </a>
      <TopBar bus={bus} onLogout={() => void logout()} />
      <main id="main" tabIndex={-1}>
        <Outlet />
        <div id="area-outlet" />
      </main>
      <Footer communityUrl={config.communityUrl} supportUrl={config.supportUrl} />
    </div>
  );
}
