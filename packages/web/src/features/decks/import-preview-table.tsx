import { useLingui } from "@lingui/react";
import type { ImportPreview, ImportRow } from "@quizdeck/shared/card-transfer";
import { formatLocale, i18n } from "../../i18n/i18n";

/** A row's question type, with its own time limit and points when it has them: "Poll, 10 s, Double points". */
function typeText(row: ImportRow): string {
  const timeLimit = row.Time_limit === null ? [] : [i18n._("importPreview.seconds", { seconds: row.Time_limit })];
  const points =
    row.Points === "standard"
      ? []
      : [row.Points === "none" ? i18n._("importPreview.noPoints") : i18n._("importPreview.doublePoints")];
  const parts = [i18n._(`cardType.${row.Type}`), ...timeLimit, ...points];
  return new Intl.ListFormat(formatLocale(), { type: "unit", style: "short" }).format(parts);
}

/** A row's choices in order, the right ones of a select-all card marked. */
function ChoiceList({ row }: { row: ImportRow }) {
  const { _ } = useLingui();
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
              <span className="visually-hidden"> {_("study.rightMark")}</span>
            </>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Issue 13 item 3: every row of an import preview with what is wrong with it; issue 30: its type and choices. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const { _ } = useLingui();
  const { rows, invalid } = preview;
  const good = rows.length - invalid;
  // Only a file with choices (select all, poll, put in order, further typed answers) has their column.
  const withChoices = rows.some((row) => row.Choices.length > 0);
  return (
    <div className="import-preview">
      <p className={invalid > 0 ? "import-summary import-summary-bad" : "import-summary"} role="status">
        {invalid === 0
          ? _("importPreview.ready", { count: rows.length })
          : good === 0
            ? _("importPreview.allBad", { count: invalid })
            : _("importPreview.someBad", { count: invalid, good })}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe). */}
      <section className="import-table-scroll" tabIndex={0} aria-label={_("importPreview.scrollable")}>
        <table>
          <caption className="visually-hidden">{_("import.preview")}</caption>
          <thead>
            <tr>
              <th scope="col">{_("importPreview.line")}</th>
              <th scope="col">{_("quickAdd.type")}</th>
              <th scope="col">{_("cardFields.question")}</th>
              <th scope="col">{_("study.answer")}</th>
              <th scope="col">{_("cardFields.incorrect1")}</th>
              <th scope="col">{_("cardFields.incorrect2")}</th>
              <th scope="col">{_("cardFields.incorrect3")}</th>
              {withChoices ? <th scope="col">{_("study.choices")}</th> : null}
              <th scope="col">{_("importPreview.problems")}</th>
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
