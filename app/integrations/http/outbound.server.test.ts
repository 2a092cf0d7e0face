// Every byte these tests send goes to loopback: fixture servers on 127.0.0.1 and 127.0.0.2, and an
// injected lookup so that made-up names (public.test …) never reach a real resolver.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { isRefusedAddress, type OutboundPolicy } from "./address-policy";
import {
  decodeHtml,
  type FetchPageOptions,
  fetchImage,
  fetchPage,
  OutboundError,
  outboundPolicyFromEnv,
  type ResolveHost,
} from "./outbound.server";

type Fixture = {
  server: http.Server;
  port: number;
  connections: number;
  requests: string[];
  hosts: string[];
};

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const PAGE = "<!doctype html><html><head><title>Soup</title></head><body>Lentil soup</body></html>";

function handler(fixture: () => Fixture): http.RequestListener {
  return (req, res) => {
    const url = new URL(req.url ?? "/", "http://fixture");
    fixture().requests.push(url.pathname);
    fixture().hosts.push(req.headers.host ?? "");
    const hop = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const left = Number(hop[1]);
      res.writeHead(302, { Location: left > 1 ? `/hops/${left - 1}` : "/page" }).end();
      return;
    }
    switch (url.pathname) {
      case "/page":
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(PAGE);
        return;
      case "/xhtml":
        res.writeHead(200, { "Content-Type": "application/xhtml+xml" }).end("<html><body>ok</body></html>");
        return;
      case "/to":
        res.writeHead(301, { Location: url.searchParams.get("location") ?? "/" }).end();
        return;
      case "/picture.png":
        res.writeHead(200, { "Content-Type": "image/png" }).end(PNG);
        return;
      case "/picture.svg":
        res.writeHead(200, { "Content-Type": "image/svg+xml" }).end("<svg/>");
        return;
      case "/json":
        res.writeHead(200, { "Content-Type": "application/json" }).end('{"name":"Soup"}');
        return;
      case "/untyped":
        res.writeHead(200).end(PAGE);
        return;
      case "/missing":
        res.writeHead(404, { "Content-Type": "text/html" }).end("<h1>Not found</h1>");
        return;
      case "/big-declared":
        res.writeHead(200, { "Content-Type": "text/html", "Content-Length": "5000" }).end("x".repeat(5000));
        return;
      case "/huge-declared":
        res.writeHead(200, { "Content-Type": "text/html", "Content-Length": String(6 * 1024 * 1024) });
        res.write("<html>");
        return; // the client must give up on the header alone
      case "/big-chunked": {
        res.writeHead(200, { "Content-Type": "text/html" });
        for (let i = 0; i < 10; i++) res.write("y".repeat(500));
        res.end();
        return;
      }
      case "/gzip-bomb":
        res
          .writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" })
          .end(gzipSync(Buffer.alloc(200_000, 0x20)));
        return;
      case "/gzip":
        res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" }).end(gzipSync(PAGE));
        return;
      case "/latin1":
        res
          .writeHead(200, { "Content-Type": "text/html; charset=ISO-8859-1" })
          .end(Buffer.from("<p>Cr\u00e8me br\u00fbl\u00e9e</p>", "latin1"));
        return;
      case "/meta-charset":
        res
          .writeHead(200, { "Content-Type": "text/html" })
          .end(Buffer.from('<meta charset="windows-1252"><p>Caf\u00e9</p>', "latin1"));
        return;
      case "/slow-headers":
        return; // never answers; the client's deadline must end it
      case "/slow-body":
        res.writeHead(200, { "Content-Type": "text/html" });
        res.write("<html>");
        return; // never finishes the body
      default:
        res.writeHead(404).end();
    }
  };
}

async function startFixture(host: string): Promise<Fixture> {
  const fixture = { connections: 0, requests: [], hosts: [] } as unknown as Fixture;
  const server = http.createServer(handler(() => fixture));
  server.on("connection", () => {
    fixture.connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  fixture.server = server;
  fixture.port = (server.address() as AddressInfo).port;
  return fixture;
}

async function stopFixture(fixture: Fixture | undefined) {
  if (!fixture) return;
  fixture.server.closeAllConnections();
  await new Promise((resolve) => fixture.server.close(resolve));
}

let site: Fixture; // 127.0.0.1: plays the public site where a policy says so
let inside: Fixture; // 127.0.0.2: plays an internal service that must never be reached

beforeAll(async () => {
  site = await startFixture("127.0.0.1");
  inside = await startFixture("127.0.0.2");
});

afterAll(async () => {
  await stopFixture(site);
  await stopFixture(inside);
});

beforeEach(() => {
  for (const f of [site, inside]) {
    f.connections = 0;
    f.requests = [];
    f.hosts = [];
  }
});

// Made-up names resolve only here; anything else fails the test instead of asking a real resolver.
const fakeDns: Record<string, string[]> = {
  "public.test": ["127.0.0.1"],
  "rebind.test": ["127.0.0.2"],
  "mixed.test": ["127.0.0.1", "127.0.0.2"],
  "nowhere.test": [],
};
const lookup: ResolveHost = async (hostname) => {
  const addresses = fakeDns[hostname];
  if (!addresses) throw new Error(`test lookup asked for ${hostname}`);
  return addresses.map((address) => ({ address, family: 4 as const }));
};

// Pretends 127.0.0.1 is the public internet; every other address is judged by the real rules,
// so 127.0.0.2 (our "internal service") is refused.
const siteIsPublic: OutboundPolicy = {
  allowsPort: () => true,
  allowsAddress: (address) => address === "127.0.0.1" || !isRefusedAddress(address),
};

// The real address rules with any port allowed, so a refusal below is the address's fault, not the port's.
const publicAnyPort: OutboundPolicy = {
  allowsPort: () => true,
  allowsAddress: (address) => !isRefusedAddress(address),
};

async function failure(url: string, options: FetchPageOptions): Promise<OutboundError> {
  const error = await fetchPage(url, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe("fetchPage refuses this machine without touching it", () => {
  test.each([
    (port: number) => `http://127.0.0.1:${port}/page`,
    (port: number) => `http://localhost:${port}/page`,
    (port: number) => `http://[::1]:${port}/page`,
    (port: number) => `http://0.0.0.0:${port}/page`,
    (port: number) => `http://2130706433:${port}/page`,
    (port: number) => `http://0x7f.1:${port}/page`,
    (port: number) => `http://[::ffff:127.0.0.1]:${port}/page`,
  ])("%s", async (makeUrl) => {
    const url = makeUrl(site.port);
    const error = await failure(url, { policy: publicAnyPort, lookup });
    expect(error.code).toBe("refused");
    expect(error.message).toBe("That address is not allowed.");
    expect(site.connections).toBe(0);
  });

  test("the default policy refuses the loopback URL too (its port is not 80 or 443 either)", async () => {
    const error = await failure(`http://127.0.0.1:${site.port}/page`, { lookup });
    expect(error.message).toBe("That address is not allowed.");
    expect(site.connections).toBe(0);
  });

  test("a name that resolves to a refused address is refused without a connection", async () => {
    const error = await failure(`http://rebind.test:${inside.port}/page`, { policy: publicAnyPort, lookup });
    expect(error.code).toBe("refused");
    expect(inside.connections).toBe(0);
  });

  test("one refused address among several refuses the host", async () => {
    const error = await failure(`http://mixed.test:${site.port}/page`, { policy: siteIsPublic, lookup });
    expect(error.code).toBe("refused");
    expect(site.connections + inside.connections).toBe(0);
  });

  test("a name with no addresses is not found", async () => {
    const error = await failure("http://nowhere.test/", { lookup });
    expect(error.code).toBe("not-found");
    expect(error.message).toBe("We could not find that website.");
  });

  test("non-web schemes and credentials are refused before anything else", async () => {
    expect((await failure("file:///etc/passwd", { lookup })).code).toBe("invalid-url");
    expect((await failure(`http://u:p@127.0.0.1:${site.port}/`, { allowLoopback: true, lookup })).code).toBe(
      "invalid-url",
    );
    expect(site.connections).toBe(0);
  });
});

describe("fetchPage with the loopback switch (tests only)", () => {
  test("fetches an HTML page from the fixture server", async () => {
    const page = await fetchPage(`http://127.0.0.1:${site.port}/page`, { allowLoopback: true, lookup });
    expect(page).toEqual({
      url: `http://127.0.0.1:${site.port}/page`,
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: PAGE,
    });
    expect(site.connections).toBe(1);
  });

  test("application/xhtml+xml and gzip bodies are accepted", async () => {
    const xhtml = await fetchPage(`http://127.0.0.1:${site.port}/xhtml`, { allowLoopback: true });
    expect(xhtml.body).toContain("ok");
    const gzip = await fetchPage(`http://127.0.0.1:${site.port}/gzip`, { allowLoopback: true });
    expect(gzip.body).toBe(PAGE);
  });

  test("0.0.0.0 and other addresses stay refused", async () => {
    expect((await failure(`http://0.0.0.0:${site.port}/page`, { allowLoopback: true })).code).toBe("refused");
    expect(site.connections).toBe(0);
  });

  test("only the explicit environment switch turns it on", () => {
    expect(outboundPolicyFromEnv({ OUTBOUND_ALLOW_LOOPBACK: "1" })).toEqual({ allowLoopback: true });
    expect(outboundPolicyFromEnv({ OUTBOUND_ALLOW_LOOPBACK: "true" }).allowLoopback).toBe(false);
    expect(outboundPolicyFromEnv({ OUTBOUND_ALLOW_LOOPBACK: "0" }).allowLoopback).toBe(false);
    expect(outboundPolicyFromEnv({ NODE_ENV: "development" }).allowLoopback).toBe(false);
  });
});

describe("redirects", () => {
  test("a chain of 3 redirects is followed", async () => {
    const page = await fetchPage(`http://127.0.0.1:${site.port}/hops/3`, { allowLoopback: true });
    expect(page.url).toBe(`http://127.0.0.1:${site.port}/page`);
    expect(page.body).toBe(PAGE);
    expect(site.requests).toEqual(["/hops/3", "/hops/2", "/hops/1", "/page"]);
  });

  test("a chain of 4 redirects is refused and the fourth is not followed", async () => {
    const error = await failure(`http://127.0.0.1:${site.port}/hops/4`, { allowLoopback: true });
    expect(error.code).toBe("too-many-redirects");
    expect(error.message).toBe("Too many redirects.");
    expect(site.requests).toEqual(["/hops/4", "/hops/3", "/hops/2", "/hops/1"]);
  });

  test("the host name is kept in the Host header when connecting to the checked address", async () => {
    const page = await fetchPage(`http://public.test:${site.port}/page`, { policy: siteIsPublic, lookup });
    expect(page.body).toBe(PAGE);
    expect(site.hosts).toEqual([`public.test:${site.port}`]);
  });

  test("DNS rebinding: the host is resolved once and the connection goes to the address checked", async () => {
    let calls = 0;
    const rebinding: ResolveHost = async () => {
      calls++;
      return [{ address: calls === 1 ? "127.0.0.1" : "127.0.0.2", family: 4 }];
    };
    const page = await fetchPage(`http://flip.test:${site.port}/page`, {
      policy: siteIsPublic,
      lookup: rebinding,
    });
    expect(page.body).toBe(PAGE);
    expect(calls).toBe(1);
    expect(site.connections).toBe(1);
    expect(inside.connections).toBe(0);
  });

  test("a redirect from an allowed host to a refused literal address is refused, never connected", async () => {
    const location = `http://127.0.0.2:${inside.port}/page`;
    const url = `http://public.test:${site.port}/to?location=${encodeURIComponent(location)}`;
    const error = await failure(url, { policy: siteIsPublic, lookup });
    expect(error.code).toBe("refused");
    expect(site.requests).toEqual(["/to"]);
    expect(inside.connections).toBe(0);
  });

  test("a redirect to a name that resolves to a refused address is refused, never connected", async () => {
    const location = `http://rebind.test:${inside.port}/page`;
    const url = `http://public.test:${site.port}/to?location=${encodeURIComponent(location)}`;
    const error = await failure(url, { policy: siteIsPublic, lookup });
    expect(error.code).toBe("refused");
    expect(inside.connections).toBe(0);
  });

  test("a redirect to another scheme or to credentials is refused", async () => {
    const url = `http://public.test:${site.port}/to?location=${encodeURIComponent("file:///etc/passwd")}`;
    expect((await failure(url, { policy: siteIsPublic, lookup })).code).toBe("invalid-url");
  });

  test("a relative redirect on an allowed host is followed", async () => {
    const url = `http://public.test:${site.port}/to?location=${encodeURIComponent("/page")}`;
    const page = await fetchPage(url, { policy: siteIsPublic, lookup });
    expect(page.url).toBe(`http://public.test:${site.port}/page`);
  });
});

describe("what is accepted as a page", () => {
  const loopback = { allowLoopback: true, lookup };

  test("a non-HTML content type is refused", async () => {
    const json = await failure(`http://127.0.0.1:${site.port}/json`, loopback);
    expect(json.code).toBe("wrong-type");
    expect(json.message).toBe("That link does not point to a web page.");
    expect((await failure(`http://127.0.0.1:${site.port}/untyped`, loopback)).code).toBe("wrong-type");
  });

  test("pictures come through fetchImage under the same rules; SVG and pages are not pictures", async () => {
    const image = await fetchImage(`http://127.0.0.1:${site.port}/picture.png`, loopback);
    expect(image.bytes.equals(PNG)).toBe(true);
    expect(image.contentType).toBe("image/png");
    const svg = await fetchImage(`http://127.0.0.1:${site.port}/picture.svg`, loopback).catch(
      (e: unknown) => e,
    );
    expect(svg).toMatchObject({ code: "wrong-type", message: "That link does not point to a picture." });
    const page = await fetchImage(`http://127.0.0.1:${site.port}/page`, loopback).catch((e: unknown) => e);
    expect(page).toMatchObject({ code: "wrong-type" });
    const refused = await fetchImage(`http://127.0.0.1:${site.port}/picture.png`, { lookup }).catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ code: "refused" });
  });

  test("an error status is reported with the status", async () => {
    const error = await failure(`http://127.0.0.1:${site.port}/missing`, loopback);
    expect(error.code).toBe("http-status");
    expect(error.status).toBe(404);
  });

  test("a body over the cap is refused, by Content-Length or while reading", async () => {
    const declared = await failure(`http://127.0.0.1:${site.port}/big-declared`, {
      ...loopback,
      maxBytes: 1024,
    });
    expect(declared.code).toBe("too-large");
    expect(declared.message).toBe("The page is larger than 1 KB.");
    const chunked = await failure(`http://127.0.0.1:${site.port}/big-chunked`, {
      ...loopback,
      maxBytes: 1024,
    });
    expect(chunked.code).toBe("too-large");
    const bomb = await failure(`http://127.0.0.1:${site.port}/gzip-bomb`, { ...loopback, maxBytes: 1024 });
    expect(bomb.code).toBe("too-large");
  });

  test("the default cap is 5 MB", async () => {
    const error = await failure(`http://127.0.0.1:${site.port}/huge-declared`, loopback);
    expect(error.code).toBe("too-large");
    expect(error.message).toBe("The page is larger than 5 MB.");
  });

  test("a server that does not answer, or stops mid-body, hits the deadline", async () => {
    const started = Date.now();
    const silent = await failure(`http://127.0.0.1:${site.port}/slow-headers`, {
      ...loopback,
      deadlineMs: 200,
    });
    expect(silent.code).toBe("timeout");
    expect(silent.message).toBe("The page took too long to answer.");
    const stalled = await failure(`http://127.0.0.1:${site.port}/slow-body`, {
      ...loopback,
      deadlineMs: 200,
    });
    expect(stalled.code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  test("the caller can cancel", async () => {
    const controller = new AbortController();
    const pending = fetchPage(`http://127.0.0.1:${site.port}/slow-headers`, {
      ...loopback,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ code: "aborted" });
  });

  test("the charset is taken from Content-Type, then <meta>, else UTF-8", async () => {
    const latin1 = await fetchPage(`http://127.0.0.1:${site.port}/latin1`, loopback);
    expect(latin1.body).toBe("<p>Cr\u00e8me br\u00fbl\u00e9e</p>");
    const meta = await fetchPage(`http://127.0.0.1:${site.port}/meta-charset`, loopback);
    expect(meta.body).toContain("Caf\u00e9");
    expect(decodeHtml(Buffer.from("Caf\u00e9"), "text/html")).toBe("Caf\u00e9");
    expect(decodeHtml(Buffer.from("Caf\u00e9"), "text/html; charset=no-such-charset")).toBe("Caf\u00e9");
  });
});
