import type { ButtonHTMLAttributes } from "react";

/**
 * A button whose action is under way: drawn as disabled and deaf to presses (a form's submit button too, which
 * Enter in a field presses), yet it keeps the keyboard's focus, which a disabled button drops to the page's top.
 */
export function BusyButton({
  busy,
  onClick,
  type = "button",
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; type?: "button" | "submit" }) {
  return (
    <button
      {...button}
      type={type}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
