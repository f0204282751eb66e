/**
 * The browser suite's global setup: one server of the built app for each Vitest worker (harness.ts gives every spec
 * file of a worker the same one), stopped once the run is over. Started here, in Vitest's main process, so that
 * nothing outlives the run however its workers end.
 */
import type { TestProject } from "vitest/node";
import { missingForBrowserTests, startServer } from "./app-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The servers' addresses, the worker's at its VITEST_POOL_ID - 1. */
    e2eServers: string[];
  }
}

export default async function startWorkerServers(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  // Without a build every browser file fails with what is missing (harness.ts); the rest of the run goes on.
  if (missingForBrowserTests()) {
    project.provide("e2eServers", []);
    return;
  }
  const workers = Math.max(1, Number(project.vitest.config.maxWorkers) || 1);
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startServer()));
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    "e2eServers",
    servers.map((server) => server.baseUrl),
  );
  return stopAll;
}
