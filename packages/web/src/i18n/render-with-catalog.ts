import { I18nProvider } from "@lingui/react";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import "./english-at-once";
import { i18n } from "./i18n";

/** A screen's HTML as the app draws it: inside the messages' provider, in the language shown (English at first). */
export const renderWithCatalog = (element: ReactElement): string =>
  renderToStaticMarkup(createElement(I18nProvider, { i18n }, element));
