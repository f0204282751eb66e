import { DEFAULT_GROUP_NAME, TITLE_MAX_LENGTH } from "@quizdeck/shared/constants";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "../api/error-message";
import { useCreateGroup } from "../api/groups";
import { NameDialog } from "../components/name-dialog";
import { PageTitle } from "../components/page-title";
import { useSignedInUserId } from "../features/auth/session-context";
import { FindGroupsList } from "../features/groups/find-groups-list";
import { MyGroupsList } from "../features/groups/my-groups-list";

type View = "mine" | "find";

/** docs/product.md §2 Groups list: My Groups (the default) or Find Groups, and Create Group. */
export default function GroupsRoute() {
  const userId = useSignedInUserId();
  const [params, setParams] = useSearchParams();
  const view: View = params.get("view") === "find" ? "find" : "mine";
  const [status, setStatus] = useState("");
  const create = useCreateGroup(userId);
  const [naming, setNaming] = useState(false);

  function show(next: View) {
    setStatus("");
    setParams(next === "find" ? { view: "find" } : {}, { replace: true });
  }

  function closeNaming() {
    setNaming(false);
    create.reset();
  }

  function createGroup(name: string) {
    setStatus("");
    create.mutate(name, {
      onSuccess: (group) => {
        closeNaming();
        show("mine");
        setStatus(`${group.Group_Name} was created.`);
      },
    });
  }

  return (
    <div className="page">
      <PageTitle title="Groups" />
      <header className="page-header groups-header">
        <h1>Groups</h1>
        <button type="button" className="button button-primary" onClick={() => setNaming(true)}>
          Create Group
        </button>
      </header>
      {naming ? (
        <NameDialog
          title="Create Group"
          label="Name"
          fallback={DEFAULT_GROUP_NAME}
          maxLength={TITLE_MAX_LENGTH}
          busy={create.isPending}
          error={create.isError ? errorMessage(create.error) : null}
          onSubmit={createGroup}
          onClose={closeNaming}
        />
      ) : null}
      <p className="groups-status" role="status">
        {status}
      </p>
      <section className="panel" aria-labelledby="groups-view">
        <h2 id="groups-view" className="visually-hidden">
          {view === "mine" ? "My Groups" : "Find Groups"}
        </h2>
        <fieldset className="segmented group-toggle">
          <legend className="visually-hidden">Show</legend>
          <button type="button" aria-pressed={view === "mine"} onClick={() => show("mine")}>
            My Groups
          </button>
          <button type="button" aria-pressed={view === "find"} onClick={() => show("find")}>
            Find Groups
          </button>
        </fieldset>
        {view === "mine" ? (
          <MyGroupsList userId={userId} onChange={setStatus} />
        ) : (
          <FindGroupsList userId={userId} onChange={setStatus} />
        )}
      </section>
    </div>
  );
}
