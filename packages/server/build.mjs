// Bundles the server and our workspace packages into dist/main.js; npm dependencies stay external.
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
