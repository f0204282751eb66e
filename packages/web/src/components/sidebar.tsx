import { Trans, useLingui } from "@lingui/react";
import { type FocusEvent, type KeyboardEvent, useRef, useState } from "react";
import { NavLink, useNavigate } from "react-router";
import { useSession } from "../features/auth/session-context";
import { useSignedInUserId } from "../features/auth/signed-in-user-id";

const WIDE_SCREEN = "(min-width: 768px)";
const NAV_ID = "sidebar-nav";

/** docs/product.md §2: collapsible; expanded on wide screens, behind a menu button on phones (Sidebar). */
export function Sidebar() {
  const userId = useSignedInUserId();
  const { username, signOut } = useSession();
  const navigate = useNavigate();
  const { _ } = useLingui();
  const [expanded, setExpanded] = useState(() => window.matchMedia(WIDE_SCREEN).matches);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeOnPhone = () => {
    if (!window.matchMedia(WIDE_SCREEN).matches) setExpanded(false);
  };

  const items = [
    { to: "/dashboard", label: _("nav.dashboard") },
    { to: "/join", label: _("nav.play") },
    { to: "/decks", label: _("nav.decks") },
    { to: "/groups", label: _("nav.groups") },
    { to: `/profile/${encodeURIComponent(userId)}`, label: _("nav.profile") },
    { to: "/settings", label: _("nav.settings") },
  ];

  function logOut() {
    signOut();
    navigate("/", { replace: true });
  }

  // Escape folds the phone's menu away, back to its button, as it closes a dialog.
  function foldOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Escape" || !expanded || window.matchMedia(WIDE_SCREEN).matches) return;
    setExpanded(false);
    menuButton.current?.focus();
  }

  // Tabbing out of the phone's open menu folds it, rather than leave it over the part of the page the focus went to.
  function foldWhenLeft(event: FocusEvent<HTMLElement>) {
    const to = event.relatedTarget;
    if (!expanded || to === null || event.currentTarget.contains(to) || window.matchMedia(WIDE_SCREEN).matches) return;
    setExpanded(false);
  }

  return (
    <aside className="sidebar" data-expanded={expanded} onKeyDown={foldOnEscape} onBlur={foldWhenLeft}>
      <div className="sidebar-header">
        <span className="brand">Quizdeck</span>
        <button
          ref={menuButton}
          type="button"
          className="menu-button"
          aria-expanded={expanded}
          aria-controls={NAV_ID}
          onClick={() => setExpanded((open) => !open)}
        >
          <MenuIcon />
          <span className="visually-hidden">{_("nav.menu")}</span>
        </button>
      </div>
      <nav id={NAV_ID} aria-label={_("nav.main")} hidden={!expanded} className="sidebar-nav">
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === "/dashboard"} onClick={closeOnPhone}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className="nav-logout" onClick={logOut}>
              {_("nav.logout")}
            </button>
          </li>
        </ul>
        {username && (
          <p className="sidebar-user">
            <Trans id="nav.signedInAs" values={{ username }} components={{ 0: <bdi /> }} />
          </p>
        )}
      </nav>
    </aside>
  );
}

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
