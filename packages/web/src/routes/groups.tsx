import { useLingui } from "@lingui/react";
import { DEFAULT_GROUP_NAME, TITLE_MAX_LENGTH } from "@quizdeck/shared/constants";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "../api/error-message";
import { useCreateGroup } from "../api/groups";
import { NameDialog } from "../components/name-dialog";
import { PageTitle } from "../components/page-title";
import { useStatusLine } from "../components/status-line";
import { useSignedInUserId } from "../features/auth/signed-in-user-id";
import { FindGroupsList } from "../features/groups/find-groups-list";
import { MyGroupsList } from "../features/groups/my-groups-list";

type View = "mine" | "find";

/** docs/product.md §2 Groups list: My Groups (the default) or Find Groups, and Create Group. */
export default function GroupsRoute() {
  const userId = useSignedInUserId();
  const [params, setParams] = useSearchParams();
  const view: View = params.get("view") === "find" ? "find" : "mine";
  const status = useStatusLine("groups-status");
  const create = useCreateGroup(userId);
  const [naming, setNaming] = useState(false);
  const { _ } = useLingui();

  function show(next: View) {
    status.say("");
    setParams(next === "find" ? { view: "find" } : {}, { replace: true });
  }

  function closeNaming() {
    setNaming(false);
    create.reset();
  }

  function createGroup(name: string) {
    status.say("");
    create.mutate(name, {
      onSuccess: (group) => {
        closeNaming();
        show("mine");
        status.say(_("groups.created", { name: group.Group_Name }));
      },
    });
  }

  return (
    <div className="page">
      <PageTitle title={_("groups.title")} />
      <header className="page-header groups-header">
        <h1>{_("groups.title")}</h1>
        <button type="button" className="button button-primary" onClick={() => setNaming(true)}>
          {_("groups.create")}
        </button>
      </header>
      {naming ? (
        <NameDialog
          title={_("groups.create")}
          label={_("groups.nameLabel")}
          fallback={DEFAULT_GROUP_NAME}
          maxLength={TITLE_MAX_LENGTH}
          busy={create.isPending}
          error={create.isError ? errorMessage(create.error) : null}
          onSubmit={createGroup}
          onClose={closeNaming}
        />
      ) : null}
      {status.line}
      <section className="panel" aria-labelledby="groups-view">
        <h2 id="groups-view" className="visually-hidden">
          {view === "mine" ? _("groups.mine") : _("groups.find")}
        </h2>
        <fieldset className="segmented group-toggle">
          <legend className="visually-hidden">{_("groups.show")}</legend>
          <button type="button" aria-pressed={view === "mine"} onClick={() => show("mine")}>
            {_("groups.mine")}
          </button>
          <button type="button" aria-pressed={view === "find"} onClick={() => show("find")}>
            {_("groups.find")}
          </button>
        </fieldset>
        {view === "mine" ? (
          <MyGroupsList userId={userId} onChange={(text) => status.say(text, { focus: true })} />
        ) : (
          <FindGroupsList userId={userId} onChange={(text) => status.say(text, { focus: true })} />
        )}
      </section>
    </div>
  );
}
