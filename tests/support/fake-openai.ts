// A fake OpenAI-compatible server on loopback for the tests: POST /v1/chat/completions answers from a
// script, one scripted step per request, and every request's body is recorded. Nothing leaves the machine.
import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake answers to one request. */
export type FakeStep =
  /** A 200 completion whose message has this content (the model's final reply). */
  | { kind: "reply"; content: string }
  /** A 200 completion asking for tools. */
  | { kind: "tools"; calls: { name: string; arguments: string | Record<string, unknown> }[] }
  /** An error status with an OpenAI-style error body. */
  | { kind: "status"; status: number; headers?: Record<string, string> }
  /** Never answers (until the client gives up or the server closes). */
  | { kind: "hang" };

export type FakeRequest = {
  path: string;
  authorization: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: the recorded JSON body, read by the tests as they like.
  body: any;
};

export const reply = (content: string | Record<string, unknown>): FakeStep => ({
  kind: "reply",
  content: typeof content === "string" ? content : JSON.stringify(content),
});
export const toolCall = (name: string, args: string | Record<string, unknown>): FakeStep => ({
  kind: "tools",
  calls: [{ name, arguments: args }],
});
export const status = (code: number, headers?: Record<string, string>): FakeStep => ({
  kind: "status",
  status: code,
  headers,
});
export const hang = (): FakeStep => ({ kind: "hang" });

export type FakeOpenAi = {
  /** The base URL to give the client (ends in /v1). */
  baseURL: string;
  requests: FakeRequest[];
  /** Replaces the script: the next requests get these steps in order (then 500). */
  script(...steps: FakeStep[]): void;
  close(): Promise<void>;
};

let ids = 0;
const completion = (message: Record<string, unknown>, finish: string) => ({
  id: `chatcmpl-fake-${++ids}`,
  object: "chat.completion",
  created: Math.floor(Date.now() / 1000),
  model: "fake-model",
  choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: finish, logprobs: null }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let steps: FakeStep[] = [];
  const requests: FakeRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        body = Buffer.concat(chunks).toString("utf8");
      }
      requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
      const send = (code: number, json: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(code, { "Content-Type": "application/json", ...headers });
        res.end(JSON.stringify(json));
      };
      if (req.method !== "POST" || req.url !== "/v1/chat/completions")
        return send(404, { error: { message: "Not found", type: "invalid_request_error" } });
      const step = steps.shift() ?? status(500);
      if (step.kind === "hang") {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      if (step.kind === "status")
        return send(
          step.status,
          { error: { message: `Scripted ${step.status}`, type: "server_error", code: null } },
          step.headers,
        );
      if (step.kind === "reply") return send(200, completion({ content: step.content }, "stop"));
      return send(
        200,
        completion(
          {
            content: null,
            tool_calls: step.calls.map((c, i) => ({
              id: `call_${ids}_${i}`,
              type: "function",
              function: {
                name: c.name,
                arguments: typeof c.arguments === "string" ? c.arguments : JSON.stringify(c.arguments),
              },
            })),
          },
          "tool_calls",
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script(...next) {
      steps = [...next];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
