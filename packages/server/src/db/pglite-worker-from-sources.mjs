// The PGlite thread's entry when the server runs from its TypeScript sources (tests, `npm run dev`): a worker
// thread does not inherit the parent's loader, so it registers tsx itself. The build bundles pglite-worker.ts.
import { register } from "tsx/esm/api";

register();
await import("./pglite-worker.ts");
