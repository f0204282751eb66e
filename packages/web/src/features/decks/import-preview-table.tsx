import type { ImportPreview, ImportRow } from "@quizdeck/shared/card-transfer";
import { cardPointsLabels, cardTypeLabels } from "@quizdeck/shared/card-types";
import { plural } from "../../plural";

/** A row's question type, with its own time limit and points when it has them: "Poll, 10 s, Double points". */
function typeText(row: ImportRow): string {
  const timeLimit = row.Time_limit === null ? [] : [`${row.Time_limit} s`];
  const points =
    row.Points === "standard" ? [] : [row.Points === "none" ? "No points" : `${cardPointsLabels[row.Points]} points`];
  return [cardTypeLabels[row.Type], ...timeLimit, ...points].join(", ");
}

/** A row's choices in order, the right ones of a select-all card marked. */
function ChoiceList({ row }: { row: ImportRow }) {
  if (row.Choices.length === 0) return null;
  return (
    <ol className="import-choices">
      {row.Choices.map((choice, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the choices are read-only here and keep their order.
        <li key={index}>
          {choice}
          {row.Correct.includes(index) ? (
            <>
              <span aria-hidden="true"> ✓</span>
              <span className="visually-hidden"> (right)</span>
            </>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Issue 13 item 3: every row of an import preview with what is wrong with it; issue 30: its type and choices. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const { rows, invalid } = preview;
  const good = rows.length - invalid;
  // Only a file with choices (select all, poll, put in order, further typed answers) has their column.
  const withChoices = rows.some((row) => row.Choices.length > 0);
  return (
    <div className="import-preview">
      <p className={invalid > 0 ? "import-summary import-summary-bad" : "import-summary"} role="status">
        {invalid === 0
          ? `${plural(rows.length, "card is", "cards are")} ready to import.`
          : good === 0
            ? `${plural(invalid, "row has", "rows have")} errors: fix them and preview again. Nothing is imported until every row is right.`
            : `${plural(invalid, "row has", "rows have")} errors: fix them and preview again, or import the other ${plural(good, "card", "cards")} without them. Nothing is imported until you choose.`}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe). */}
      <section className="import-table-scroll" tabIndex={0} aria-label="Preview, scrollable">
        <table>
          <caption className="visually-hidden">Preview</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Type</th>
              <th scope="col">Question</th>
              <th scope="col">Answer</th>
              <th scope="col">Incorrect 1</th>
              <th scope="col">Incorrect 2</th>
              <th scope="col">Incorrect 3</th>
              {withChoices ? <th scope="col">Choices</th> : null}
              <th scope="col">Problems</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line} className={row.errors.length > 0 ? "import-row-bad" : undefined}>
                <td>{row.line}</td>
                <td>{typeText(row)}</td>
                <td>{row.Question}</td>
                <td>{row.Answer}</td>
                <td>{row.Incorrect1}</td>
                <td>{row.Incorrect2}</td>
                <td>{row.Incorrect3}</td>
                {withChoices ? (
                  <td>
                    <ChoiceList row={row} />
                  </td>
                ) : null}
                <td>{row.errors.join("; ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
