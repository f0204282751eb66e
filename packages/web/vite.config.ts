import path from "node:path";
import type { InputType } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { withoutWebTransport } from "./engine-transports";
import { prerenderPages } from "./prerender-pages";

const COMPRESSED_FILES = /\.(html|css|js|mjs|json|svg|txt|webmanifest|map)$/;

/** Zopfli's gzip of a built file. */
async function zopfliGzip(file: InputType): Promise<Buffer> {
  const bytes =
    typeof file === "string"
      ? Buffer.from(file)
      : ArrayBuffer.isView(file)
        ? new Uint8Array(file.buffer, file.byteOffset, file.byteLength)
        : new Uint8Array(file);
  return Buffer.from(await gzipAsync(bytes, {}));
}

interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/** Every module `entries` import statically, themselves included. */
function staticImports(graph: ModuleGraph, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const source = (file: string) => path.resolve(import.meta.dirname, file);
const JOIN_ENTRY = source("src/join-main.tsx");
const APP_ENTRY = source("src/main.tsx");
const PLAY_SCREEN = source("src/routes/player-game.tsx");

/**
 * The join path in few chunks (issue 33): left to itself, the bundler cuts what the join page and the play screen
 * import into a chunk per set of screens sharing it, some 30 files of a few hundred bytes, each compressed on its
 * own (about 6 KB more than together). Here what the app's first screen imports as well is one chunk, and what
 * only the join page and the play screen import is another.
 */
function joinPathChunks() {
  let shared: Set<string> | null = null;
  let joinOnly: Set<string> | null = null;
  return (moduleId: string, graph: ModuleGraph): string | null => {
    if (!shared || !joinOnly) {
      const join = staticImports(graph, [JOIN_ENTRY, PLAY_SCREEN]);
      const app = staticImports(graph, [APP_ENTRY]);
      shared = new Set([...join].filter((id) => app.has(id)));
      joinOnly = new Set([...join].filter((id) => !app.has(id)));
    }
    if (moduleId === JOIN_ENTRY || moduleId === APP_ENTRY || moduleId === PLAY_SCREEN) return null;
    if (shared.has(moduleId)) return "common";
    if (joinOnly.has(moduleId)) return "join-path";
    return null;
  };
}

const isJoinPage = (url: string) => /^\/join(\/[^.]*)?(\?.*)?$/.test(url);

/** In development, /join… gets the join page, as the server sends it in production (src/join-app.tsx). */
function joinPageInDevelopment(): Plugin {
  return {
    name: "quizdeck-join-page",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && isJoinPage(request.url)) request.url = "/join.html";
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    // React's JSX, and fast refresh in development (decision 014).
    react(),
    joinPageInDevelopment(),
    withoutWebTransport(),
    // Every text file gets a .br and a .gz beside it; the server sends the one the browser accepts (issue 17).
    // The .gz is written by Zopfli: ordinary gzip that any browser reads, about 4 % smaller than zlib's best.
    compression({
      include: COMPRESSED_FILES,
      algorithms: [defineAlgorithm(zopfliGzip, {})],
      filename: "[path][base].gz",
    }),
    compression({ include: COMPRESSED_FILES, algorithms: ["brotliCompress"] }),
    // dist/join.html and dist/landing.html, drawn by React's server renderer.
    prerenderPages(),
  ],
  build: {
    // Two pages: the app (index.html) and the join page (join.html), which the server sends for /join….
    rollupOptions: {
      input: { index: "index.html", join: "join.html" },
      output: { codeSplitting: { groups: [{ name: joinPathChunks() }] } },
    },
    // dist/.vite/manifest.json: which chunks each page pulls in (the join path's size test reads it).
    manifest: true,
    // No script to preload modules for browsers without `modulepreload` (Safari before 17, Firefox before 115):
    // they load the same chunks as they are imported, a little later. Every page, the join path first, is
    // 0.4 KB lighter without it.
    modulePreload: {
      polyfill: false,
      // The join page's "Your session has ended" (features/auth/join-session-lost.tsx) is rarely needed: the join
      // path carries no list of its files to fetch ahead, the browser follows the dialog's imports when it opens.
      resolveDependencies: (filename, dependencies) => (filename.includes("join-log-in-again") ? [] : dependencies),
    },
  },
  server: {
    proxy: {
      "/api": "http://localhost:3000",
      "/socket.io": { target: "http://localhost:3000", ws: true },
    },
  },
});
