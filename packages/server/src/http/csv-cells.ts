/** A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection"). */
const formulaStart = /^[=+\-@\t\r]/;
const escapedFormula = /^'(?=[=+\-@\t\r])/;

/** A text cell a spreadsheet shows as text: a leading formula character gets a `'` before it. */
export const safeCell = (value: string): string => (formulaStart.test(value) ? `'${value}` : value);

/** Undoes `safeCell`, so an exported file imports as the cards it came from. */
export const unsafeCell = (value: string): string => value.replace(escapedFormula, "");
