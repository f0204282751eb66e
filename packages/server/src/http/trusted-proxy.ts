import proxyAddr from "@fastify/proxy-addr";

/** Whether the `hop`-th address of a request's chain (0: the peer, then X-Forwarded-For right to left) is a proxy of ours. */
export type ProxyTrust = (address: string, hop: number) => boolean;

const NO_PROXY: ProxyTrust = () => false;

/**
 * TRUST_PROXY: `false` (no proxy: X-Forwarded-* is ignored), `true` (exactly one proxy in front, which appends
 * the address it saw to X-Forwarded-For: only the last entry is believed), a number of proxies in a chain, or a
 * comma-separated list of the proxies' addresses and CIDR ranges (`loopback`, `uniquelocal` and `linklocal`
 * name the usual ranges). Trusting every hop would let a client choose its own address by sending
 * X-Forwarded-For itself.
 */
export function parseTrustProxy(value: string): ProxyTrust {
  const setting = value.trim();
  if (setting === "" || setting === "false" || setting === "0") return NO_PROXY;
  if (setting === "true") return hops(1);
  if (/^\d+$/.test(setting)) return hops(Number(setting));
  // Throws on anything that is not an address or a range.
  return proxyAddr.compile(setting.split(",").map((address) => address.trim()));
}

const hops =
  (count: number): ProxyTrust =>
  (_address, hop) =>
    hop < count;

/** Whether the peer of a connection is a trusted proxy, so that its X-Forwarded-* headers may be read. */
export const fromTrustedProxy = (trust: ProxyTrust, peerAddress: string | undefined): boolean =>
  peerAddress !== undefined && trust(peerAddress, 0);
