import { Outlet, useNavigate } from 'react-router';
import type { Bus } from '@duality/bus';
import { Footer } from '../features/chrome/footer';
import { TopBar } from '../features/chrome/top-bar';

/** What the frame needs; the build-time prerender gives it the default links and a bus with no session. */
export interface FrameProps {
  bus: Bus;
  communityUrl: string;
  supportUrl: string;
  /** Ends the session; resolves with the server's error message, or null on success. */
  endSession: () => Promise<string | null>;
}

/**
 * The page frame. `#area-outlet` is where single-spa mounts the active area; React renders it empty and
 * never touches what the areas put inside, and it stays mounted across every navigation.
 */
export function Layout({ frame }: { frame: FrameProps }) {
  const { bus, endSession } = frame;
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
      <Footer communityUrl={frame.communityUrl} supportUrl={frame.supportUrl} />
    </div>
  );
}
