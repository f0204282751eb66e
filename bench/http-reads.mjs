/**
 * Forked by run.mjs: autocannon on listing endpoints in its own process, so the load generator does not share
 * the parent's event loop. Each request carries a different X-Forwarded-For (the server runs with TRUST_PROXY,
 * as behind a load balancer): this is many clients reading, not one client hammering past its rate limit.
 */
import autocannon from "autocannon";

const randomIp = () => `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}`;

function run({ url, cookie, path, seconds, connections }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: { cookie },
        requests: [
          {
            method: "GET",
            path,
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, "x-forwarded-for": randomIp() },
            }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          path,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          total: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
  });
}

process.once("message", async (message) => {
  const results = [];
  for (const path of message.paths) results.push(await run({ ...message, path }));
  process.send(results, () => process.exit(0));
});
