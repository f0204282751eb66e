import { useLingui } from "@lingui/react";
import { useId } from "react";
import { chooseLanguage } from "./i18n";
import { isLanguage, type Language, languages } from "./languages";

/**
 * Issue 33: the interface's language, a native select labelled "Language" (in the language shown); each option is
 * named in its own language. The choice shows at once and is remembered in the qd_lang cookie; Settings also keeps
 * it with the account (`onChosen`).
 */
export function LanguagePicker({ onChosen }: { onChosen?: (language: Language) => void } = {}) {
  const { i18n, _ } = useLingui();
  const id = useId();
  return (
    <div className="language-picker">
      <label htmlFor={id}>{_("lang.label")}</label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          void chooseLanguage(language);
          onChosen?.(language);
        }}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
