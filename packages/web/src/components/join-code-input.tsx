import { useLayoutEffect, useRef } from "react";

/**
 * What a visitor typed into a prerendered code box before the script arrived, in capitals as the box holds a code:
 * read while React takes the page over, which would otherwise draw the box empty again. Empty on the server and
 * when the page was not prerendered.
 */
export function typedBeforeHydration(id: string): string {
  if (typeof document === "undefined") return "";
  const input = document.getElementById(id);
  return input instanceof HTMLInputElement ? input.value.toUpperCase() : "";
}

/** A join code's text box: upper case as it is typed (the value itself, not only its look), no autocorrect. */
export function JoinCodeInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  // Hydrating leaves a prerendered box's text as it was typed (React does not write a hydrated input's value), so
  // until the next render it would differ from the code the page holds: shown as held from the start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as React takes the box over; renders after write it
  useLayoutEffect(() => {
    if (input.current && input.current.value !== value) input.current.value = value;
  }, []);
  return (
    <input
      ref={input}
      id={id}
      className="join-code-input"
      name="code"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={12}
      value={value}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
    />
  );
}
