// Bundles the server and our workspace packages into dist/main.js; npm dependencies stay external.
import fs from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outfile: "dist/main.js",
  sourcemap: true,
  logLevel: "info",
  plugins: [
    {
      name: "external-npm-packages",
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@quizdeck/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// PGlite's thread is started from its own file, found beside the code that starts it (src/db/ or dist/).
fs.copyFileSync("src/db/pglite-worker.mjs", "dist/pglite-worker.mjs");
