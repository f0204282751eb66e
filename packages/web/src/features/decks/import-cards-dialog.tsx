import { useLingui } from "@lingui/react";
import {
  CARD_FILE_HEADER,
  CARD_TYPE_COLUMNS_TEXT,
  type CardImportBody,
  IMPORT_MAX_BYTES,
  type ImportPreview,
  type ROW_SEPARATORS,
  type TERM_SEPARATORS,
} from "@quizdeck/shared/card-transfer";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useImportCards } from "../../api/cards";
import { errorMessage } from "../../api/error-message";
import { BusyButton } from "../../components/busy-button";
import { FormError } from "../../components/form-error";
import { useModalDialog } from "../../components/use-modal-dialog";
import { formatLocale, i18n } from "../../i18n/i18n";
import { ImportPreviewTable } from "./import-preview-table";

type Source = "csv" | "pairs";
type TermSeparator = keyof typeof TERM_SEPARATORS | "custom";
type RowSeparator = keyof typeof ROW_SEPARATORS | "custom";

/** Each separator's name, a message id. */
const termLabels: Record<TermSeparator, string> = {
  tab: "import.tab",
  comma: "import.comma",
  dash: "import.dash",
  custom: "import.other",
};
const rowLabels: Record<RowSeparator, string> = {
  newline: "import.newLine",
  semicolon: "import.semicolon",
  custom: "import.other",
};

/** The file's text, or why it cannot be imported (read here, so a wrong encoding is said before sending). */
async function readFileText(file: File): Promise<{ text: string } | { error: string }> {
  if (file.size > IMPORT_MAX_BYTES) return { error: i18n._("import.tooBig") };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer()) };
  } catch {
    return { error: i18n._("import.notUtf8") };
  }
}

/**
 * Issue 13 item 3: cards from a CSV/TSV file or a pasted Quizlet list. Preview shows every row with what is
 * wrong with it; Import writes them all at once, and only when no row has an error — or, when the teacher chooses
 * to skip the rows with problems (issue 29 point 9), the others. Mount it to open it.
 * After an import the dialog says "3 cards added" until it is closed (issue 29 point 11); nothing stays behind.
 */
export function ImportCardsDialog({ deckId, onClose }: { deckId: number; onClose: () => void }) {
  const { _ } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const [source, setSource] = useState<Source>("csv");
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [pasted, setPasted] = useState("");
  const [termSeparator, setTermSeparator] = useState<TermSeparator>("tab");
  const [termCustom, setTermCustom] = useState("");
  const [rowSeparator, setRowSeparator] = useState<RowSeparator>("newline");
  const [rowCustom, setRowCustom] = useState("");
  const [preview, setPreview] = useState<(ImportPreview & { importId: string }) | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const importCards = useImportCards(deckId);
  useModalDialog(dialogRef, true);
  // The Import button is gone once the cards are in: focus goes to Close, which reads out how many were added.
  useEffect(() => {
    if (added !== null) closeRef.current?.focus();
  }, [added]);

  /** Any change makes the preview stale: it must be made again before importing. */
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPreview(null);
      importCards.reset();
    };

  function body(commit: boolean, skipInvalid = false): CardImportBody | null {
    if (source === "csv") return file ? { format: "csv", text: file.text, commit, skipInvalid } : null;
    return {
      format: "pairs",
      text: pasted,
      termSeparator: termSeparator === "custom" ? { custom: termCustom } : termSeparator,
      rowSeparator: rowSeparator === "custom" ? { custom: rowCustom } : rowSeparator,
      commit,
      skipInvalid,
    };
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    changed(setFile)(null);
    setFileError(null);
    if (!chosen) return;
    const read = await readFileText(chosen);
    if ("error" in read) setFileError(read.error);
    else setFile({ name: chosen.name, text: read.text });
  }

  function showPreview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = body(false);
    if (!request) {
      setFileError(fileError ?? _("import.chooseFile"));
      return;
    }
    importCards.mutate(request, { onSuccess: (shown) => setPreview({ ...shown, importId: newImportId() }) });
  }

  /**
   * `skipInvalid`: issue 29 point 9, the teacher chose to leave the rows with problems out. The preview's key goes
   * with it: Import pressed again after its answer was lost writes nothing twice.
   */
  function commit(skipInvalid: boolean) {
    const request = body(true, skipInvalid);
    if (request && preview)
      importCards.mutate(
        { ...request, importId: preview.importId },
        { onSuccess: (result) => setAdded(result.imported) },
      );
  }

  const ready = preview !== null && preview.invalid === 0;
  const good = preview === null ? 0 : preview.rows.length - preview.invalid;
  const importLabel = (count: number, skipping = false) =>
    importCards.isPending
      ? _("import.importing")
      : skipping
        ? _("import.importSkipping", { count })
        : _("import.importCards", { count });
  const requestError = importCards.isError ? errorMessage(importCards.error, _("import.error")) : null;
  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog import-dialog"
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!importCards.isPending) onClose();
      }}
    >
      <h2 id={`${ids}-title`}>{_("import.title")}</h2>
      {added !== null ? (
        <div className="stack">
          <p id={`${ids}-added`} className="import-summary" role="status">
            {_("import.added", { count: added })}
          </p>
          <div className="confirm-dialog-actions">
            <button
              ref={closeRef}
              type="button"
              className="button button-primary"
              aria-describedby={`${ids}-added`}
              onClick={onClose}
            >
              {_("import.close")}
            </button>
          </div>
        </div>
      ) : null}
      <form className="stack" onSubmit={showPreview} noValidate hidden={added !== null}>
        <fieldset className="import-source">
          <legend>{_("import.from")}</legend>
          {(["csv", "pairs"] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="source"
                checked={source === option}
                onChange={() => changed(setSource)(option)}
              />
              {option === "csv" ? _("import.fromFile") : _("import.fromList")}
            </label>
          ))}
        </fieldset>
        {source === "csv" ? (
          <div className="field">
            <label htmlFor={`${ids}-file`}>{_("import.file")}</label>
            <input
              id={`${ids}-file`}
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
              aria-describedby={`${ids}-file-hint`}
              onChange={(event) => void chooseFile(event)}
            />
            <p id={`${ids}-file-hint`} className="field-hint">
              {_("import.fileHint", {
                header: CARD_FILE_HEADER.join(","),
                columns: CARD_TYPE_COLUMNS_TEXT,
                max: new Intl.NumberFormat(formatLocale()).format(2000),
              })}
            </p>
            <FormError message={fileError} />
          </div>
        ) : (
          <>
            <div className="field">
              <label htmlFor={`${ids}-pasted`}>{_("import.pasted")}</label>
              <textarea
                id={`${ids}-pasted`}
                rows={6}
                dir="auto"
                value={pasted}
                aria-describedby={`${ids}-pasted-hint`}
                onChange={(event) => changed(setPasted)(event.target.value)}
              />
              <p id={`${ids}-pasted-hint`} className="field-hint">
                {_("import.pastedHint")}
              </p>
            </div>
            <div className="import-separators">
              <SeparatorChoice
                id={`${ids}-term`}
                label={_("import.termSeparator")}
                labels={termLabels}
                value={termSeparator}
                custom={termCustom}
                onChange={changed(setTermSeparator)}
                onCustom={changed(setTermCustom)}
              />
              <SeparatorChoice
                id={`${ids}-row`}
                label={_("import.rowSeparator")}
                labels={rowLabels}
                value={rowSeparator}
                custom={rowCustom}
                onChange={changed(setRowSeparator)}
                onCustom={changed(setRowCustom)}
              />
            </div>
          </>
        )}
        {preview ? <ImportPreviewTable preview={preview} /> : null}
        {/* Beside the buttons: on a phone a long preview would leave a failed import's reason far above them. */}
        <FormError message={requestError} />
        <div className="confirm-dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={importCards.isPending}>
            {_("dialog.cancel")}
          </button>
          <BusyButton
            type="submit"
            className={ready ? "button button-secondary" : "button button-primary"}
            busy={importCards.isPending}
          >
            {_("import.preview")}
          </BusyButton>
          {ready ? (
            <BusyButton className="button button-primary" onClick={() => commit(false)} busy={importCards.isPending}>
              {importLabel(preview.rows.length)}
            </BusyButton>
          ) : null}
          {!ready && good > 0 ? (
            <BusyButton className="button button-primary" onClick={() => commit(true)} busy={importCards.isPending}>
              {importLabel(good, true)}
            </BusyButton>
          ) : null}
        </div>
      </form>
    </dialog>
  );
}

function SeparatorChoice<Choice extends string>({
  id,
  label,
  labels,
  value,
  custom,
  onChange,
  onCustom,
}: {
  id: string;
  label: string;
  labels: Record<Choice, string>;
  value: Choice;
  custom: string;
  onChange: (value: Choice) => void;
  onCustom: (value: string) => void;
}) {
  const { _ } = useLingui();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Choice)}>
        {(Object.keys(labels) as Choice[]).map((choice) => (
          <option key={choice} value={choice}>
            {_(labels[choice])}
          </option>
        ))}
      </select>
      {value === "custom" ? (
        <input
          aria-label={_("import.otherSeparator", { label })}
          maxLength={10}
          value={custom}
          onChange={(event) => onCustom(event.target.value)}
        />
      ) : null}
    </div>
  );
}

/** A key for one import: random, and made without crypto.randomUUID, which a page served over plain http lacks. */
function newImportId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
