import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createServer, type Plugin } from "vite";

const ROOT = '<div id="root"></div>';

/** A page the build draws with React's server renderer: its HTML shell, the file written, the module drawing it. */
interface PrerenderedPage {
  shell: string;
  target: string;
  module: string;
}

/**
 * Issue 27: pages a phone can use before any script has arrived, drawn by React's server renderer at build time
 * and hydrated in the browser: dist/join.html, the join page's code box (src/join-prerender.tsx, hydrated by
 * src/join-main.tsx), and dist/landing.html, the landing page the server sends for "/" (src/landing-prerender.tsx,
 * hydrated by src/main.tsx). Compressed here, after the compression plugin has run, like the build's other text
 * files.
 */
const PAGES: PrerenderedPage[] = [
  { shell: "join.html", target: "join.html", module: "/src/join-prerender.tsx" },
  { shell: "index.html", target: "landing.html", module: "/src/landing-prerender.tsx" },
];

export function prerenderPages(): Plugin {
  return {
    name: "quizdeck-prerender-pages",
    apply: "build",
    async closeBundle() {
      const server = await createServer({
        configFile: false,
        root: import.meta.dirname,
        logLevel: "error",
        server: { middlewareMode: true, hmr: false },
        appType: "custom",
      });
      try {
        for (const { shell, target, module } of PAGES) {
          const page = fs.readFileSync(path.resolve(import.meta.dirname, "dist", shell), "utf8");
          if (!page.includes(ROOT)) throw new Error(`dist/${shell} has no ${ROOT} to fill`);
          const { renderPage } = await server.ssrLoadModule(module);
          const filled = page.replace(ROOT, `<div id="root">${await renderPage()}</div>`);
          const file = path.resolve(import.meta.dirname, "dist", target);
          fs.writeFileSync(file, filled);
          fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(filled));
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(filled, { level: 9 }));
        }
      } finally {
        await server.close();
      }
    },
  };
}
