// Bundles the server and our workspace packages into dist/main.js, and PGlite's worker thread into
// dist/pglite-worker.js beside it; npm dependencies stay external.
import { build } from "esbuild";

await build({
  entryPoints: { main: "src/main.ts", "pglite-worker": "src/db/pglite-worker.ts" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outdir: "dist",
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
