import type { Plugin } from "vite";

/** Module ids use forward slashes on every system. */
const ENGINE_TRANSPORTS = "engine.io-client/build/esm/transports/index.js";
const WEB_TRANSPORT_IMPORT = 'import { WT } from "./webtransport.js";';
const WEB_TRANSPORT_ENTRY = "webtransport: WT,";

/**
 * Engine.IO's client registers every transport it has in one table, so its WebTransport code (HTTP/3, which our
 * server does not offer) ships with the join path although the game connects by WebSocket with long-polling as the
 * fallback (src/game/socket.ts). The build takes it out of that table: 0.7 KB of the join path's 100 KB (the join
 * path's size test checks that it stays out). A new Engine.IO whose table reads differently fails the build here.
 */
export function withoutWebTransport(): Plugin {
  return {
    name: "quizdeck-without-webtransport",
    apply: "build",
    transform(code, id) {
      if (!id.endsWith(ENGINE_TRANSPORTS)) return null;
      if (!code.includes(WEB_TRANSPORT_IMPORT) || !code.includes(WEB_TRANSPORT_ENTRY)) {
        this.error(`${ENGINE_TRANSPORTS} no longer lists WebTransport as expected: update engine-transports.ts`);
      }
      return { code: code.replace(WEB_TRANSPORT_IMPORT, "").replace(WEB_TRANSPORT_ENTRY, ""), map: null };
    },
  };
}
