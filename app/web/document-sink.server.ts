// The destination React renders a whole document into (entry.server.tsx).
import type { Writable } from "node:stream";
/**
 * Where React writes a whole document: its chunks (2 KiB each) are kept in memory and joined once at
 * the end. React only calls `write`, `end`, `flush` and `on` on its destination; a stream there cost a
 * Transform step and a 'data' event per chunk (docs/decisions/022-request-cost.md).
 */
export function documentSink(done: (html: ReturnType<typeof Buffer.concat>) => void): Writable {
  const chunks: Uint8Array[] = [];
  const sink = {
    write(chunk: Uint8Array | string) {
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      return true;
    },
    end() {
      done(Buffer.concat(chunks));
    },
    flush() {},
    on() {
      return sink;
    },
  };
  return sink as unknown as Writable;
}

// The bytes of the responses built here, for server.js: it sends such a body in one write, compressed
// in the request, instead of reading it back through the Response's stream (server/send-document.js).
const wholeBodies = new WeakMap<Response, Uint8Array>();

/** A response whose whole body is known: server.js sends these bytes as they are. */
export function wholeResponse(body: ReturnType<typeof Buffer.concat>, init: ResponseInit): Response {
  const response = new Response(body, init);
  wholeBodies.set(response, body);
  return response;
}

/** The body of a response made by `wholeResponse`, or undefined for any other response. */
export function wholeBodyOf(response: Response): Uint8Array | undefined {
  return wholeBodies.get(response);
}
