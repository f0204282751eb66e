import { useLingui } from "@lingui/react";
import { Link } from "react-router";

export interface ProfileLink {
  key: number;
  to: string;
  title: string;
}

/** The deck or group links of a profile, as insets. */
export function ProfileLinkList({
  label,
  kind,
  links,
}: {
  label: string;
  kind: "Deck" | "Group";
  links: ProfileLink[];
}) {
  const { _ } = useLingui();
  return (
    <ul className="inset-grid" aria-label={label}>
      {links.map((link) => (
        <li key={link.key}>
          <Link className={kind === "Group" ? "inset inset-group" : "inset"} to={link.to}>
            <span className="inset-kind" aria-hidden="true">
              {kind === "Group" ? _("profile.kindGroup") : _("profile.kindDeck")}
            </span>
            <span className="inset-title" dir="auto">
              {link.title}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
