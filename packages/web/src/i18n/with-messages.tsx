import { I18nProvider } from "@lingui/react";
import type { ComponentType } from "react";
import { i18n } from "./i18n";

/**
 * Issue 33: a screen of the app drawn with the messages' provider, for the app's screens that show the game's
 * translated screens (the host's lobby and game). Only these bring Lingui and the catalog into the app: its first
 * screen stays as light as before. The app is English for now.
 */
export function withMessages<Props extends object>(Screen: ComponentType<Props>): ComponentType<Props> {
  return function ScreenWithMessages(props: Props) {
    return (
      <I18nProvider i18n={i18n}>
        <Screen {...props} />
      </I18nProvider>
    );
  };
}
