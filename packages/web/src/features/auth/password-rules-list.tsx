import { useLingui } from "@lingui/react";
import { PASSWORD_MIN_LENGTH } from "@quizdeck/shared/constants";
import { passwordRules } from "@quizdeck/shared/messages";

/** One check and message id per entry of `passwordRules`, in the same order (docs/product.md §5). */
const rules: { id: string; met: (password: string) => boolean }[] = [
  { id: "passwordRules.length", met: (password) => password.length >= PASSWORD_MIN_LENGTH },
  { id: "passwordRules.uppercase", met: (password) => /[A-Z]/.test(password) },
  { id: "passwordRules.lowercase", met: (password) => /[a-z]/.test(password) },
  { id: "passwordRules.number", met: (password) => /[0-9]/.test(password) },
  { id: "passwordRules.special", met: (password) => /[^A-Za-z0-9]/.test(password) },
];

export function PasswordRulesList({ password, id }: { password: string; id: string }) {
  const { _ } = useLingui();
  return (
    <div className="password-rules" id={id}>
      <p className="password-rules-title">{_("passwordRules.title")}</p>
      <ul>
        {passwordRules.map((rule, index) => {
          const check = rules[index];
          const met = check?.met(password) ?? false;
          return (
            <li key={rule} className={met ? "rule-met" : "rule-unmet"} data-met={met}>
              <span className="rule-icon" aria-hidden="true">
                {met ? "✓" : "•"}
              </span>
              {check ? _(check.id, { min: PASSWORD_MIN_LENGTH }) : rule}
              <span className="visually-hidden"> {met ? _("passwordRules.met") : _("passwordRules.notMet")}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
