import { useLingui } from "@lingui/react";
import { cardImageAlt } from "@quizdeck/shared/card-image-alt";
import { CARD_IMAGE_ALT_MAX_LENGTH } from "@quizdeck/shared/constants";
import type { CardRecord } from "@quizdeck/shared/records";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { useRemoveCardImage, useUpdateCard, useUploadCardImage } from "../../api/cards";
import { errorMessage } from "../../api/error-message";
import { BusyButton } from "../../components/busy-button";
import { FormError } from "../../components/form-error";
import { useStatusLine } from "../../components/status-line";
import { serverText } from "../../i18n/server-texts";
import { checkImageFile } from "../images/check-image-file";
import { InlineEditField } from "./inline-edit-field";

/**
 * The card's optional image; its owner uploads (checked first, as the server will) or removes it, and describes
 * it for screen readers (issue 29 point 6).
 */
export function CardImage({ card, editable }: { card: CardRecord; editable: boolean }) {
  const { _ } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const upload = useUploadCardImage(card.Card_id);
  const remove = useRemoveCardImage(card.Card_id);
  const update = useUpdateCard(card.Card_id);
  const [problem, setProblem] = useState<string | null>(null);
  const status = useStatusLine("card-image-success");
  const fileInput = useRef<HTMLInputElement>(null);
  const [failedFile, setFailedFile] = useState<File | null>(null);
  const busy = upload.isPending || remove.isPending;

  const clearFileInput = () => {
    if (fileInput.current) fileInput.current.value = "";
  };

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // A file dropped on the field while another uploads is not sent: one upload at a time, as with the picker.
    if (!file || busy) return;
    clearNotices();
    setFailedFile(null);
    const fileProblem = await checkImageFile(file);
    if (fileProblem) {
      clearFileInput();
      setProblem(serverText(fileProblem));
      return;
    }
    send(file);
  }

  /** A failed upload keeps the file chosen, for Try again. */
  function send(file: File) {
    clearNotices();
    setFailedFile(null);
    upload.mutate(file, {
      onSuccess: () => {
        status.say(_("cardImage.uploaded"));
        clearFileInput();
      },
      onError: (error) => {
        setProblem(errorMessage(error, _("cardImage.uploadFailed")));
        setFailedFile(file);
      },
    });
  }

  function removeImage() {
    clearNotices();
    remove.mutate(undefined, {
      // Remove Image goes with the image: the focus goes to the line that says so.
      onSuccess: () => status.say(_("cardImage.removed"), { focus: true }),
      onError: (error) => setProblem(errorMessage(error, _("cardImage.removeError"))),
    });
  }

  function clearNotices() {
    setProblem(null);
    status.say("");
  }

  if (!editable && !card.image) return null;
  return (
    <section className="card-image" aria-label={_("cardImage.label")}>
      {card.image ? (
        <img className="card-image-picture" src={card.image} alt={cardImageAlt(card.Image_alt, card.Question)} />
      ) : (
        <p className="card-image-none">{_("cardImage.none")}</p>
      )}
      {editable && card.image ? (
        <InlineEditField
          className="card-field card-field-image-alt"
          label={_("cardImage.alt")}
          value={card.Image_alt}
          editable
          maxLength={CARD_IMAGE_ALT_MAX_LENGTH}
          hint={_("cardImage.altHint")}
          onSave={(text) => update.mutateAsync({ Image_alt: text })}
        />
      ) : null}
      {editable && (
        <div className="card-image-controls">
          <div className="field">
            <label htmlFor={inputId}>{card.image ? _("cardImage.replace") : _("cardImage.upload")}</label>
            <input
              id={inputId}
              type="file"
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              aria-describedby={hintId}
              ref={fileInput}
              onChange={chooseFile}
              // Not `disabled`: that would drop the focus of whoever just chose the file (docs/product.md).
              aria-disabled={busy || undefined}
              onClick={(event) => {
                if (busy) event.preventDefault();
              }}
            />
            <span id={hintId} className="field-hint">
              {_("cardImage.hint")}
            </span>
          </div>
          {card.image && (
            <BusyButton className="button button-secondary button-small" onClick={removeImage} busy={busy}>
              {_("cardImage.remove")}
            </BusyButton>
          )}
        </div>
      )}
      {upload.isPending && <p role="status">{_("cardImage.uploading")}</p>}
      {status.line}
      <FormError message={problem} />
      {failedFile ? (
        <button type="button" className="button button-secondary button-small" onClick={() => send(failedFile)}>
          {_("loadError.tryAgain")}
        </button>
      ) : null}
    </section>
  );
}
