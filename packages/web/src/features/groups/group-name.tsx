import { useLingui } from "@lingui/react";
import { TITLE_MAX_LENGTH } from "@quizdeck/shared/constants";
import type { GroupRecord } from "@quizdeck/shared/records";
import { type FormEvent, type KeyboardEvent, useRef, useState } from "react";
import { errorMessage } from "../../api/error-message";
import { useRenameGroup } from "../../api/groups";
import { BusyButton } from "../../components/busy-button";
import { focusAfterRender } from "../../components/focus-after-render";
import { FormError } from "../../components/form-error";
import { TextField } from "../../components/text-field";

/** The group's name as the page heading; the founder renames it in place (Rename Group, then Save; Escape cancels). */
export function GroupName({ group, isFounder }: { group: GroupRecord; isFounder: boolean }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(group.Group_Name);
  const rename = useRenameGroup(group.Group_id);
  const renameButton = useRef<HTMLButtonElement>(null);
  const { _ } = useLingui();

  function startEditing() {
    setName(group.Group_Name);
    rename.reset();
    setEditing(true);
  }

  function stopEditing() {
    setEditing(false);
    focusAfterRender(() => renameButton.current);
  }

  function cancelOnEscape(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    stopEditing();
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    rename.mutate(name, { onSuccess: stopEditing });
  }

  if (!editing) {
    return (
      <div className="group-title">
        <h1 dir="auto">{group.Group_Name}</h1>
        {isFounder && (
          <button
            ref={renameButton}
            type="button"
            className="button button-secondary button-small"
            onClick={startEditing}
          >
            {_("groupDetail.rename")}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="group-title">
      <h1 className="visually-hidden" dir="auto">
        {group.Group_Name}
      </h1>
      <form className="rename-form" onSubmit={save} onKeyDown={cancelOnEscape}>
        <TextField
          label={_("groupDetail.nameLabel")}
          value={name}
          maxLength={TITLE_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          autoFocus
        />
        <div className="rename-actions">
          <BusyButton type="submit" className="button button-primary button-small" busy={rename.isPending}>
            {_("groupDetail.save")}
          </BusyButton>
          <button type="button" className="button button-secondary button-small" onClick={stopEditing}>
            {_("dialog.cancel")}
          </button>
        </div>
        <FormError message={rename.isError ? errorMessage(rename.error) : null} />
      </form>
    </div>
  );
}
