import { useLingui } from "@lingui/react";
import type { DeckRecord } from "@quizdeck/shared/records";
import { errorMessage } from "../../api/error-message";
import { useToggleLike } from "../../api/likes";

interface LikeButtonProps {
  deck: DeckRecord;
  userId: string;
  /** Undefined while the liked list is loading: the button waits. */
  liked: boolean | undefined;
  /** Told of each press, with the like it asks for. */
  onToggle?: (like: boolean) => void;
}

/** Like/Unlike one deck, shown at once and undone if the server refuses (docs/product.md §4 Decks and groups). */
export function LikeButton({ deck, userId, liked, onToggle }: LikeButtonProps) {
  const { _ } = useLingui();
  const toggle = useToggleLike(userId);
  return (
    <span className="like-control">
      <button
        type="button"
        className={
          liked ? "button button-primary button-small like-button" : "button button-secondary button-small like-button"
        }
        aria-pressed={liked ?? false}
        disabled={liked === undefined}
        onClick={() => {
          toggle.mutate({ deck, like: !liked });
          onToggle?.(!liked);
        }}
      >
        <HeartIcon filled={Boolean(liked)} />
        {liked ? _("like.unlike") : _("like.like")}
        <span className="visually-hidden">
          {" "}
          <bdi>{deck.title}</bdi>
        </span>
      </button>
      {toggle.isError && (
        <span className="like-error" role="alert">
          {errorMessage(toggle.error, liked ? _("like.unlikeError") : _("like.likeError"))}
        </span>
      )}
    </span>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.5 1.2 5.2 3 1.7-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
