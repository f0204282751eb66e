import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { joinPage } from "./build-join-page";

export default defineConfig({
  plugins: [
    react(),
    // Every text file gets a .br and a .gz beside it; the server sends the one the browser accepts (issue 17).
    joinPage(),
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
