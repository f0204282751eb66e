import { execFileSync } from "node:child_process";

/**
 * Vitest's global setup of the unit tests (issue 33): the web client's message catalogs compiled from their .po
 * files, as `npm run build` and `npm run typecheck` do, so the tests read the catalogs as they are now.
 */
export default function compileMessages(): void {
  execFileSync("npm", ["run", "messages", "-w", "@quizdeck/web", "--silent"], { stdio: "inherit" });
}
