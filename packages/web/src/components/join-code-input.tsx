/**
 * What a visitor typed into a prerendered code box before the script arrived: read while React takes the page
 * over, which would otherwise draw the box empty again. Empty on the server and when the page was not prerendered.
 */
export function typedBeforeHydration(id: string): string {
  if (typeof document === "undefined") return "";
  const input = document.getElementById(id);
  return input instanceof HTMLInputElement ? input.value : "";
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
  return (
    <input
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
