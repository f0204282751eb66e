import { type RefObject, useLayoutEffect } from "react";

/**
 * Shows a native <dialog> as a modal while `open` (focus trapped, the page behind inert) and, when it closes,
 * gives focus back to whatever opened it. `focus` is where focus starts; without it, the dialog's first control.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  open: boolean,
  focus?: RefObject<HTMLElement | null>,
): void {
  // A layout effect: the dialog is open and focused before the browser paints, so no key press can come first.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    focus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [dialogRef, open, focus]);
}
