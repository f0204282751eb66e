import { useLingui } from "@lingui/react";
import { messages } from "@quizdeck/shared/messages";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ApiError } from "../../api/client";
import { useRemoveProfilePicture, useUploadProfilePicture } from "../../api/users";
import { BusyButton } from "../../components/busy-button";
import { FormError } from "../../components/form-error";
import { useWordedMessage } from "../../components/use-worded-message";
import { serverText } from "../../i18n/server-texts";
import { checkImageFile } from "../images/check-image-file";
import { Avatar } from "../profile/avatar";
import { SuccessMessage } from "./success-message";

interface PictureFormProps {
  userId: string;
  username: string;
  picture: string | null;
}

export function PictureForm({ userId, username, picture }: PictureFormProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useWordedMessage();
  const [success, setSuccess] = useWordedMessage();
  const preview = useObjectUrl(file);
  const upload = useUploadProfilePicture(userId);
  const removal = useRemoveProfilePicture(userId);
  const { _ } = useLingui();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setSuccess(null);
    setFile(null);
    if (!chosen) return setError(null);
    const problem = await checkImageFile(chosen);
    setError(problem ? () => serverText(problem) : null);
    if (!problem) setFile(chosen);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSuccess(null);
    if (!file) {
      // A file refused on choosing keeps its reason.
      if (!error) setError(() => _("settings.noFileChosen"));
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        if (inputRef.current) inputRef.current.value = "";
        setSuccess(() => serverText(messages.uploadSuccessful));
      },
      onError: (failure) => {
        const reason = failure instanceof ApiError ? failure.serverMessage : null;
        setError(() =>
          reason
            ? _("settings.uploadFailedBecause", { reason: serverText(reason) })
            : serverText(messages.uploadFailed),
        );
      },
    });
  }

  function remove() {
    setSuccess(null);
    setError(null);
    removal.mutate(undefined, {
      onSuccess: ({ message }) => {
        setSuccess(() => serverText(message));
        // The button goes with the picture: the keyboard stays in the form, on the way to choose another.
        inputRef.current?.focus();
      },
      onError: () => setError(() => _("settings.removePictureFailed")),
    });
  }

  return (
    <form className="settings-picture" onSubmit={submit} noValidate>
      <figure className="settings-picture-preview">
        <Avatar username={username} picture={preview ?? picture} size={112} />
        <figcaption>{preview ? _("settings.picturePreview") : _("settings.pictureCurrent")}</figcaption>
      </figure>
      <div className="stack">
        <div className="field">
          <label htmlFor={inputId}>{_("settings.pictureFile")}</label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            name="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            aria-describedby={`${inputId}-hint`}
            onChange={choose}
          />
        </div>
        <p id={`${inputId}-hint`} className="settings-hint">
          {_("settings.pictureHint")}
        </p>
        <FormError message={error} />
        <SuccessMessage message={success} />
        <div className="settings-picture-actions">
          <BusyButton type="submit" className="button button-primary" busy={upload.isPending}>
            {_("settings.changePicture")}
          </BusyButton>
          {picture && !preview ? (
            <BusyButton className="button button-secondary" busy={removal.isPending} onClick={remove}>
              {_("settings.removePicture")}
            </BusyButton>
          ) : null}
        </div>
      </div>
    </form>
  );
}

/** A blob: URL for showing a chosen file, released when the file changes or the form goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
