import { Outlet, useLocation, useNavigate, useNavigation } from '@duality/libs/router';
import type { Bus } from '@duality/bus';
import { areaOwning } from '@duality/platform';
import { Footer } from '../features/chrome/footer';
import { TopBar } from '../features/chrome/top-bar';

/** What the frame needs; the build-time prerender gives it the default links and a bus with no session. */
export interface FrameProps {
  bus: Bus;
  communityUrl: string;
  supportUrl: string;
  /** Ends the session; resolves with the server's error message, or null on success. */
  endSession: () => Promise<string | null>;
  /** How many of the user's changes wait on this device to be sent (the logout dialog says they stay). */
  changesNotSent?: () => Promise<number>;
  /**
   * The build-time prerender: the HTML works before the JavaScript, so a control that needs the app (the
   * menu button) is disabled until the app replaces the markup, instead of taking a click that does nothing.
   */
  staticMarkup?: boolean;
}

/**
 * The page frame. `#area-outlet` is where single-spa mounts the active area; React renders it empty and
 * never touches what the areas put inside, and it stays mounted across every navigation. On an area's path
 * the main region reserves the whole screen from the first paint (the prerendered frame of every path
 * without a page of its own is an area's), so the footer starts below the fold and nothing moves while the
 * area's code, styles and data arrive.
 */
export function Layout({ frame }: { frame: FrameProps }) {
  const { bus, endSession } = frame;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A shell page's code is on its way (a lazy route): the current page stays while a bar says so.
  const pageLoading = useNavigation().state === 'loading';
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
      <div
        className="shell-page-loading"
        role="progressbar"
        aria-label="Loading the page"
        hidden={!pageLoading}
      />
      <TopBar
        bus={bus}
        onLogout={() => void logout()}
        changesNotSent={frame.changesNotSent}
        staticMarkup={frame.staticMarkup}
      />
      <main
        id="main"
        tabIndex={-1}
        aria-busy={pageLoading || undefined}
        className={areaOwning(pathname) ? 'shell-main shell-main--area' : 'shell-main'}
      >
        <Outlet />
        <div id="area-outlet" />
      </main>
      <Footer communityUrl={frame.communityUrl} supportUrl={frame.supportUrl} />
    </div>
  );
}
