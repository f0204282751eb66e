import { useLingui } from "@lingui/react";
import { useMutation } from "@tanstack/react-query";
import { setAccountLanguage } from "../../api/account-language";
import { errorMessage } from "../../api/error-message";
import { FormError } from "../../components/form-error";
import { LanguagePicker } from "../../i18n/language-picker";
import type { Language } from "../../i18n/languages";
import { SuccessMessage } from "./success-message";

/**
 * Issue 33: the interface's language, shown at once on this device and kept with the account, so every device the
 * user signs in on speaks it (and the server's CSV downloads are in it).
 */
export function LanguageSetting({ userId }: { userId: string }) {
  const { _ } = useLingui();
  const save = useMutation({ mutationFn: (language: Language) => setAccountLanguage(userId, language) });
  return (
    <div className="stack">
      <LanguagePicker onChosen={(language) => save.mutate(language)} />
      <p className="settings-hint">{_("languageSetting.hint")}</p>
      <SuccessMessage message={save.isSuccess ? _("languageSetting.saved") : null} />
      <FormError message={save.isError ? errorMessage(save.error, _("languageSetting.failed")) : null} />
    </div>
  );
}
