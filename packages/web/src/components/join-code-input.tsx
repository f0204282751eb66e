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
