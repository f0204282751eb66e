import { type AnchorHTMLAttributes, createContext, type MouseEvent, use } from "react";

export interface AppLocation {
  pathname: string;
  search: string;
  /** What the entry was pushed with (the lobby's game), or null. */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * Where the screen is and how to go elsewhere. The app gives React Router's (router-navigation.tsx); the join page,
 * which ships without a router, the History API's (history-navigation.tsx). Screens shown in both use this.
 */
export interface Navigation {
  location: AppLocation;
  navigate(to: string, options?: NavigateOptions): void;
}

export const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = use(NavigationContext);
  if (!navigation) throw new Error("useNavigation outside a navigation provider");
  return navigation;
}

/** A click that opens a new tab or window, or a download, is the browser's. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** A link to one of the app's own pages: a real `<a href>`, followed without a reload where the page allows. */
export function AppLink({ to, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const { navigate } = useNavigation();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || props.target) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
