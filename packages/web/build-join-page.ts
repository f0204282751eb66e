import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const JOIN_SCREEN = "src/routes/join.tsx";

/**
 * Issue 17: writes dist/join.html, index.html with `modulepreload` links for the join screen's chunks. The
 * server sends it for /join…, so a phone opening a join link fetches the screen's code together with the app's
 * entry instead of after it (one round trip less on a slow network) and other pages pay nothing for it. A
 * file, not an inline script: the Content-Security-Policy allows no inline script. Compressed here, after the
 * bundle is written, like the build's other text files.
 */
export function joinPage(): Plugin {
  return {
    name: "quizdeck-join-page",
    apply: "build",
    writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist";
      const index = bundle["index.html"];
      if (index?.type !== "asset") return;
      const join = Object.values(bundle).find(
        (output) => output.type === "chunk" && output.facadeModuleId?.endsWith(JOIN_SCREEN),
      );
      if (join?.type !== "chunk") throw new Error(`the build has no chunk for ${JOIN_SCREEN}`);
      const html = String(index.source);
      const files = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (files.has(fileName) || !chunk || chunk.type !== "chunk") return;
        files.add(fileName);
        for (const imported of chunk.imports) visit(imported);
      };
      visit(join.fileName);
      const links = [...files]
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
        .join("");
      const page = html.replace(/\s*<\/head>/, `\n${links}  </head>`);
      const target = path.join(outDir, "join.html");
      fs.writeFileSync(target, page);
      fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(page));
      fs.writeFileSync(`${target}.gz`, zlib.gzipSync(page, { level: 9 }));
    },
  };
}
