/** The reports feature's front door: what other features and the app's wiring may use (docs/code-style.md §2). */
export { insertReport } from "./repository";
export { registerReportRoutes } from "./routes";
