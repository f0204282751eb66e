import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { joinPage } from "./build-join-page";

/**
 * The app is written against React's API and types, and runs on Preact 11 through preact/compat (decision 013):
 * React DOM alone was 60 KB of the join path's 124 KB gzipped, Preact and its compat layer are about 6 KB, and
 * Preact 11 has what the app uses of React 19 (`use`, `useEffectEvent`, a context as its own provider). Every
 * import of react or react-dom, the app's and its libraries' (React Router, TanStack Query, qrcode.react), is
 * resolved to Preact here.
 */
const PREACT_ALIASES = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
];

export default defineConfig({
  resolve: { alias: PREACT_ALIASES },
  // JSX compiled for Preact's runtime. No fast refresh: an edit reloads the page in development.
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  plugins: [
    // dist/join.html: index.html preloading the join screen's chunks (issue 17).
    joinPage(),
    // Every text file gets a .br and a .gz beside it; the server sends the one the browser accepts (issue 17).
    compression({
      include: /\.(html|css|js|mjs|json|svg|txt|webmanifest|map)$/,
      algorithms: ["gzip", "brotliCompress"],
    }),
  ],
  build: {
    // dist/.vite/manifest.json: which chunks each route pulls in (the join path's size test reads it).
    manifest: true,
  },
  server: {
    proxy: {
      "/api": "http://localhost:3000",
      "/socket.io": { target: "http://localhost:3000", ws: true },
    },
  },
});
