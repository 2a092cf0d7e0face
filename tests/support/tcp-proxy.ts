// A loopback TCP proxy in front of a test database, to stage its faults deterministically:
//   freeze() — a hung server (processes stopped, a dead network path): the connections stay open, and
//              nothing more reaches either side; connections opened while frozen are accepted and
//              never answered.
//   thaw()   — the server is back: new connections go through (frozen ones stay dead).
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

type Pair = { client: net.Socket; server?: net.Socket; frozen: boolean };

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const pairs = new Set<Pair>();
  let frozen = false;

  const listener = net.createServer((client) => {
    const pair: Pair = { client, frozen };
    pairs.add(pair);
    const forget = () => {
      pairs.delete(pair);
      client.destroy();
      pair.server?.destroy();
    };
    client.on("error", forget);
    client.on("close", forget);
    if (pair.frozen) return; // accepted, never answered
    const server = net.connect(Number(target.port), target.hostname);
    pair.server = server;
    server.on("error", forget);
    server.on("close", forget);
    client.on("data", (chunk) => {
      if (!pair.frozen) server.write(chunk);
    });
    server.on("data", (chunk) => {
      if (!pair.frozen) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  const { port } = listener.address() as net.AddressInfo;
  const url = new URL(targetUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);

  return {
    url: url.toString(),
    freeze() {
      frozen = true;
      for (const pair of pairs) pair.frozen = true;
    },
    thaw() {
      frozen = false;
    },
    reset() {
      for (const pair of pairs) {
        pair.client.resetAndDestroy();
        pair.server?.resetAndDestroy();
      }
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.server?.destroy();
      }
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}
