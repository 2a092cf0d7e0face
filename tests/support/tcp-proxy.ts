// A loopback TCP proxy in front of a test database, to stage its faults deterministically:
//   freeze() — a hung server (its processes stopped with SIGSTOP): connections stay open and nothing
//              more is answered; new connections are accepted and never answered. What is sent in
//              the meantime waits, as it would in the kernel's buffers.
//   thaw()   — the processes go on (SIGCONT): what waited is delivered, new connections go through.
//   reset()  — a crashed server (kill -9 of PostgreSQL): every open connection is reset.
import net from "node:net";

export type TcpProxy = {
  /** The target's URL with this proxy's address in its place. */
  url: string;
  freeze(): void;
  thaw(): void;
  reset(): void;
  close(): Promise<void>;
};

type Pair = { client: net.Socket; server?: net.Socket; up: Buffer[]; down: Buffer[] };

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const pairs = new Set<Pair>();
  let frozen = false;

  const forget = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.server?.destroy();
  };

  const open = (pair: Pair) => {
    const server = net.connect(Number(target.port), target.hostname);
    pair.server = server;
    server.on("error", () => forget(pair));
    server.on("close", () => forget(pair));
    server.on("data", (chunk) => (frozen ? pair.down.push(chunk) : pair.client.write(chunk)));
    flush(pair);
  };

  const flush = (pair: Pair) => {
    if (!pair.server) return open(pair);
    for (const chunk of pair.up.splice(0)) pair.server.write(chunk);
    for (const chunk of pair.down.splice(0)) pair.client.write(chunk);
  };

  const listener = net.createServer((client) => {
    const pair: Pair = { client, up: [], down: [] };
    pairs.add(pair);
    client.on("error", () => forget(pair));
    client.on("close", () => forget(pair));
    client.on("data", (chunk) => (frozen || !pair.server ? pair.up.push(chunk) : pair.server.write(chunk)));
    if (!frozen) open(pair); // while frozen: accepted, never answered
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  const { port } = listener.address() as net.AddressInfo;
  const url = new URL(targetUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  // The embedded server's URL names its Unix socket (`?host=`, ADR 059), which would bypass the proxy.
  url.searchParams.delete("host");

  return {
    url: url.toString(),
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) flush(pair);
    },
    reset() {
      for (const pair of [...pairs]) {
        pairs.delete(pair);
        pair.client.resetAndDestroy();
        pair.server?.resetAndDestroy();
      }
    },
    async close() {
      for (const pair of [...pairs]) forget(pair);
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}
