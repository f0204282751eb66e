import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { useUser } from "../api/users";
import { PageTitle } from "../components/page-title";
import { LoadError, LoadingStatus } from "../components/query-state";
import { useSignedInUserId } from "../features/auth/signed-in-user-id";
import { DeleteAccount } from "../features/settings/delete-account";
import { LanguageSetting } from "../features/settings/language-setting";
import { PictureForm } from "../features/settings/picture-form";
import { PrivacySwitch } from "../features/settings/privacy-switch";
import { StudySettingsSection } from "../features/settings/study-settings-form";
import { UsernameForm } from "../features/settings/username-form";

/**
 * docs/product.md §2 Settings: username, picture, public/private, language (issue 33), study (issue 14), account
 * deletion.
 */
export default function SettingsRoute() {
  const userId = useSignedInUserId();
  const user = useUser(userId);
  const { _ } = useLingui();

  return (
    <div className="page settings-page">
      <PageTitle title={_("settings.title")} />
      <header className="page-header">
        <h1>{_("settings.title")}</h1>
      </header>
      {user.isPending && <LoadingStatus label={_("settings.loading")} />}
      {user.isError && <LoadError message={_("settings.loadFailed")} onRetry={() => user.refetch()} />}
      {user.data && (
        <>
          <SettingsSection id="settings-username" title={_("settings.username")}>
            <UsernameForm userId={userId} username={user.data.Username} />
          </SettingsSection>
          <SettingsSection id="settings-picture" title={_("settings.picture")}>
            <PictureForm userId={userId} username={user.data.Username} picture={user.data.Profile_Pic} />
          </SettingsSection>
          <SettingsSection id="settings-status" title={_("settings.status")}>
            <PrivacySwitch userId={userId} isPrivate={user.data.Private} />
          </SettingsSection>
          <SettingsSection id="settings-language" title={_("languageSetting.title")}>
            <LanguageSetting userId={userId} />
          </SettingsSection>
          <SettingsSection id="settings-study" title={_("settings.study")}>
            <StudySettingsSection />
          </SettingsSection>
          <SettingsSection id="settings-account" title={_("settings.account")} danger>
            <DeleteAccount />
          </SettingsSection>
        </>
      )}
    </div>
  );
}

function SettingsSection({
  id,
  title,
  danger,
  children,
}: {
  id: string;
  title: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={danger ? "panel settings-section settings-danger" : "panel settings-section"}
      aria-labelledby={id}
    >
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
