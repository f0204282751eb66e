import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { useUser } from "../api/users";
import { PageTitle } from "../components/page-title";
import { LoadError, LoadingStatus } from "../components/query-state";
import { useSignedInUserId } from "../features/auth/session-context";
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
      <PageTitle title="Settings" />
      <header className="page-header">
        <h1>Settings</h1>
      </header>
      {user.isPending && <LoadingStatus label="Loading your settings…" />}
      {user.isError && <LoadError message="Your settings could not be loaded." onRetry={() => user.refetch()} />}
      {user.data && (
        <>
          <SettingsSection id="settings-username" title="Username">
            <UsernameForm userId={userId} username={user.data.Username} />
          </SettingsSection>
          <SettingsSection id="settings-picture" title="Profile Picture">
            <PictureForm userId={userId} username={user.data.Username} picture={user.data.Profile_Pic} />
          </SettingsSection>
          <SettingsSection id="settings-status" title="Profile Status">
            <PrivacySwitch userId={userId} isPrivate={user.data.Private} />
          </SettingsSection>
          <SettingsSection id="settings-language" title={_("languageSetting.title")}>
            <LanguageSetting userId={userId} />
          </SettingsSection>
          <SettingsSection id="settings-study" title="Study">
            <StudySettingsSection />
          </SettingsSection>
          <SettingsSection id="settings-account" title="Account" danger>
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
