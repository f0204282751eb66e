import { useLingui } from "@lingui/react";
import { CARD_TEXT_MAX_LENGTH } from "@quizdeck/shared/constants";
import { useEffect, useId, useState } from "react";
import { type DraftChoice, draftChoice } from "./card-draft";

interface ChoiceListFieldProps {
  legend: string;
  hint: string;
  /** Each row's label before its number: "Choice" reads "Choice 1". */
  rowLabel: string;
  addLabel: string;
  rows: DraftChoice[];
  /** Rows that cannot be removed, and the most that can be added. */
  min: number;
  max: number;
  /** A "Right" checkbox per row (select all). */
  markRight?: boolean;
  /** Move up/down per row (put in order). */
  movable?: boolean;
  onChange: (rows: DraftChoice[]) => void;
}

/** A list of texts to add to, remove from and reorder; the cursor follows a row added or the row before one removed. */
export function ChoiceListField({
  legend,
  hint,
  rowLabel,
  addLabel,
  rows,
  min,
  max,
  markRight = false,
  movable = false,
  onChange,
}: ChoiceListFieldProps) {
  const { _ } = useLingui();
  const idPrefix = useId();
  const hintId = `${idPrefix}-hint`;
  const inputId = (row: DraftChoice) => `${idPrefix}-${row.id}`;
  const [focusRow, setFocusRow] = useState<DraftChoice | null>(null);

  useEffect(() => {
    if (focusRow) document.getElementById(`${idPrefix}-${focusRow.id}`)?.focus();
  }, [focusRow, idPrefix]);

  const update = (index: number, change: Partial<DraftChoice>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));

  function add() {
    const row = draftChoice();
    onChange([...rows, row]);
    setFocusRow(row);
  }

  function remove(index: number) {
    onChange(rows.filter((_, at) => at !== index));
    setFocusRow(rows[index - 1] ?? rows[index + 1] ?? null);
  }

  function move(index: number, by: -1 | 1) {
    const moved = [...rows];
    const [row] = moved.splice(index, 1);
    if (!row) return;
    moved.splice(index + by, 0, row);
    onChange(moved);
  }

  return (
    <fieldset className="choice-list" aria-describedby={hintId}>
      <legend>{legend}</legend>
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      <ol className="choice-list-rows">
        {rows.map((row, index) => {
          const label = _("choiceList.rowLabel", { label: rowLabel, number: index + 1 });
          return (
            <li key={row.id} className="choice-list-row">
              <label htmlFor={inputId(row)}>{label}</label>
              <input
                id={inputId(row)}
                autoComplete="off"
                maxLength={CARD_TEXT_MAX_LENGTH}
                value={row.text}
                dir="auto"
                onChange={(event) => update(index, { text: event.target.value })}
              />
              <div className="choice-list-actions">
                {markRight && (
                  <label className="choice-list-right">
                    <input
                      type="checkbox"
                      checked={row.right}
                      onChange={(event) => update(index, { right: event.target.checked })}
                    />
                    {_("choiceList.right")}
                    <span className="visually-hidden"> ({label})</span>
                  </label>
                )}
                {movable && (
                  <>
                    <RowButton
                      label={_("study.moveUp", { item: label })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </RowButton>
                    <RowButton
                      label={_("study.moveDown", { item: label })}
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </RowButton>
                  </>
                )}
                {rows.length > min && (
                  <RowButton label={_("choiceList.removeRow", { label })} onClick={() => remove(index)}>
                    {_("choiceList.remove")}
                  </RowButton>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {rows.length < max ? (
        <button type="button" className="button button-secondary button-small" onClick={add}>
          {addLabel}
        </button>
      ) : (
        <p className="field-hint">{_("choiceList.full")}</p>
      )}
    </fieldset>
  );
}

function RowButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
      title={label}
    >
      {children}
    </button>
  );
}
