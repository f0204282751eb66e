import { PASSWORD_MIN_LENGTH } from "@quizdeck/shared/constants";
import { passwordRules } from "@quizdeck/shared/messages";

/** One check per entry of `passwordRules`, in the same order (docs/product.md §5). */
const ruleChecks: ((password: string) => boolean)[] = [
  (password) => password.length >= PASSWORD_MIN_LENGTH,
  (password) => /[A-Z]/.test(password),
  (password) => /[a-z]/.test(password),
  (password) => /[0-9]/.test(password),
  (password) => /[^A-Za-z0-9]/.test(password),
];

export function PasswordRulesList({ password, id }: { password: string; id: string }) {
  return (
    <div className="password-rules" id={id}>
      <p className="password-rules-title">Your password needs:</p>
      <ul>
        {passwordRules.map((rule, index) => {
          const met = ruleChecks[index]?.(password) ?? false;
          return (
            <li key={rule} className={met ? "rule-met" : "rule-unmet"} data-met={met}>
              <span className="rule-icon" aria-hidden="true">
                {met ? "✓" : "•"}
              </span>
              {rule}
              <span className="visually-hidden">{met ? " (met)" : " (not met yet)"}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
