import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createServer, type Plugin } from "vite";

const ROOT = '<div id="root"></div>';

/**
 * Issue 27: dist/join.html carries the join page's code box as HTML, drawn by React's server renderer at build
 * time (src/join-prerender.tsx), so a phone can type a code before any script has arrived; the browser then
 * hydrates it (src/join-main.tsx). Compressed here, after the compression plugin has run, like the build's
 * other text files.
 */
export function prerenderJoinPage(): Plugin {
  return {
    name: "quizdeck-prerender-join-page",
    apply: "build",
    async closeBundle() {
      const target = path.resolve(import.meta.dirname, "dist/join.html");
      const page = fs.readFileSync(target, "utf8");
      if (!page.includes(ROOT)) throw new Error(`dist/join.html has no ${ROOT} to fill`);
      const server = await createServer({
        configFile: false,
        root: import.meta.dirname,
        logLevel: "error",
        server: { middlewareMode: true, hmr: false },
        appType: "custom",
      });
      try {
        const { renderJoinPage } = await server.ssrLoadModule("/src/join-prerender.tsx");
        const filled = page.replace(ROOT, `<div id="root">${renderJoinPage()}</div>`);
        fs.writeFileSync(target, filled);
        fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(filled));
        fs.writeFileSync(`${target}.gz`, zlib.gzipSync(filled, { level: 9 }));
      } finally {
        await server.close();
      }
    },
  };
}
