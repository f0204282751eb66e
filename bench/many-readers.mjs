/**
 * Many clients reading at once, with autocannon: each request carries a different X-Forwarded-For (the server runs
 * with TRUST_PROXY, as behind a load balancer), so this is a crowd, not one client hammering past its rate limit.
 */
import autocannon from "autocannon";

export const randomIp = () =>
  `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}`;

/**
 * GET requests for `seconds` over `connections` connections; `nextPath` gives each request's path, `onResponse`
 * sees each answer. Resolves with autocannon's result.
 */
export function readAsCrowd({ url, cookie, connections, seconds, nextPath, onResponse }) {
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
            setupRequest: (request) => ({
              ...request,
              path: nextPath(),
              headers: { ...request.headers, "x-forwarded-for": randomIp() },
            }),
            onResponse,
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}
