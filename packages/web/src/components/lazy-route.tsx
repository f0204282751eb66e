import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect } from "react";
import { i18n } from "../i18n/i18n";
import { useNavigation } from "../navigation/navigation";
import { LoadError, LoadingStatus } from "./query-state";

const RELOADED_AT_KEY = "quizdeck.chunk-reload-at";
/** A second failure this soon after the reload is a real outage, not a deploy: it is shown, not retried. */
const RELOAD_GRACE_MS = 30_000;

function reloadedRecently(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0) < RELOAD_GRACE_MS;
  } catch {
    return true;
  }
}

/**
 * A route's screen, downloaded when it is first visited (issue 17). After a deploy the old chunk names are gone:
 * a failed load reloads the page once, so the new index.html names the new chunks; a second failure is shown.
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>): ComponentType {
  return lazy(() =>
    load().then(
      (module) => ({ default: shownWhenRendered(module.default) }),
      (error: unknown) => {
        // Offline, a reload would only swap the app for the browser's own error page.
        if (!navigator.onLine || reloadedRecently()) throw error;
        sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
        window.location.reload();
        return new Promise<never>(() => {});
      },
    ),
  );
}

/**
 * The screen, which marks its path as the one on display once it has rendered: while a route's code loads, the
 * address is already the new one and "Loading…" shows. The browser tests wait for this before they read a screen.
 */
export function shownWhenRendered(Screen: ComponentType): ComponentType {
  return function ShownScreen() {
    return (
      <>
        <Screen />
        <ShownPath />
      </>
    );
  };
}

/** Marks the path as the one on display, once the screen beside it has rendered. */
export function ShownPath() {
  const { pathname } = useNavigation().location;
  useEffect(() => {
    document.documentElement.dataset.shownPath = pathname;
  }, [pathname]);
  return null;
}

interface BoundaryState {
  failed: boolean;
  /** Where it failed: going anywhere else tries again. */
  failedPath?: string;
}

/** Shows "Loading…" while a route's code arrives, and a way out when it cannot. */
export function RouteLoader({ children }: { children: ReactNode }) {
  const { pathname } = useNavigation().location;
  return <ChunkBoundary pathname={pathname}>{children}</ChunkBoundary>;
}

class ChunkBoundary extends Component<{ children: ReactNode; pathname: string }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): BoundaryState | null {
    return state.failedPath !== undefined && state.failedPath !== props.pathname ? { failed: false } : null;
  }

  override componentDidCatch() {
    this.setState({ failedPath: this.props.pathname });
  }

  override render() {
    if (this.state.failed) return <RouteLoadError />;
    // A boundary of its own for each section (/decks, /groups…): React Router navigates in a transition, in which
    // React keeps the screen already shown rather than a boundary's fallback, so a click on a screen whose code is
    // still on its way would seem to do nothing. A new boundary shows "Loading…" at once. Within a section the
    // screen stays mounted.
    return (
      <Suspense key={this.props.pathname.split("/")[1]} fallback={<LoadingStatus label={i18n._("route.loading")} />}>
        {this.props.children}
      </Suspense>
    );
  }
}

/** A screen whose code could not be loaded: Reload, which happens by itself when a lost connection comes back. */
function RouteLoadError() {
  useEffect(() => {
    window.addEventListener("online", reload);
    return () => window.removeEventListener("online", reload);
  }, []);
  return <LoadError message={i18n._("route.loadFailed")} retryLabel={i18n._("route.reload")} onRetry={reload} />;
}

const reload = () => window.location.reload();
