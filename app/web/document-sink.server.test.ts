import { createElement, lazy, Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { documentSink } from "./document-sink.server";

/** Renders `element` as entry.server.tsx does: whole, once everything (lazy parts too) is ready. */
function render(element: Parameters<typeof renderToPipeableStream>[0]): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        pipe(documentSink((html) => resolve(html.toString("utf8"))));
      },
      onShellError: reject,
    });
  });
}

describe("documentSink", () => {
  it("collects a document larger than React's 2 KiB chunks, byte for byte", async () => {
    const words = Array.from({ length: 3000 }, (_, i) => `mot-${i} é ☕`);
    const html = await render(
      createElement(
        "ul",
        null,
        words.map((word) => createElement("li", { key: word }, word)),
      ),
    );
    expect(Buffer.byteLength(html)).toBeGreaterThan(20_000);
    expect(html.startsWith("<ul><li>mot-0 é ☕</li>")).toBe(true);
    expect(html.endsWith("<li>mot-2999 é ☕</li></ul>")).toBe(true);
  });

  it("waits for lazy parts, so the document is complete (the error page is one)", async () => {
    const Late = lazy(async () => ({ default: () => createElement("p", null, "arrived") }));
    const html = await render(
      createElement(Suspense, { fallback: createElement("p", null, "waiting") }, createElement(Late)),
    );
    expect(html).toContain("arrived");
    expect(html).not.toContain("waiting");
  });
});
