import { useLingui } from "@lingui/react";

interface AvatarProps {
  username: string;
  picture: string | null;
  /** Rendered width and height in pixels. */
  size?: number;
}

/** The profile picture, or the name's first letter on a coloured disc when there is none. */
export function Avatar({ username, picture, size = 96 }: AvatarProps) {
  const { _ } = useLingui();
  const alt = _("profile.pictureAlt", { username });
  const style = { width: size, height: size, fontSize: size * 0.45 };
  if (picture) return <img className="avatar" src={picture} alt={alt} width={size} height={size} />;
  return (
    <span className="avatar avatar-initial" role="img" aria-label={alt} style={style}>
      {username.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
