// Check-offs with JavaScript (ADR 038): the item moves at once (optimistic), the tap is sent to
// POST /api/shopping-items/{id}/toggle with an Idempotency-Key made once per tap, and a request that is
// dropped is sent again with the same key, so the server applies it once however often it arrives. A
// tap made offline waits in localStorage (key included) and is sent when the connection returns.
// Without JavaScript the same toggle is the row's small form post.
import { useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";

export type CheckOff = { id: number; purchased: boolean; key: string };

const QUEUE_KEY = "fmp.shopping.check-offs";
const RETRY_DELAYS_MS = [400, 1200, 3000];

function readQueue(): CheckOff[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter(
          (c): c is CheckOff =>
            typeof c?.id === "number" && typeof c?.purchased === "boolean" && typeof c?.key === "string",
        )
      : [];
  } catch {
    return [];
  }
}
function writeQueue(queue: CheckOff[]) {
  try {
    localStorage.setItem(QUEUE_KEY, JSON.stringify(queue));
  } catch {
    // Storage full or refused: the tap still shows; it is lost only if the page is closed offline.
  }
}

type Outcome = "sent" | "refused" | "unreachable";

async function sendOnce(checkOff: CheckOff, csrf: string): Promise<Outcome> {
  try {
    const response = await fetch(`/api/shopping-items/${checkOff.id}/toggle`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Idempotency-Key": checkOff.key,
        "X-CSRF-TOKEN": csrf,
      },
      body: JSON.stringify({ purchased: checkOff.purchased }),
      credentials: "same-origin",
    });
    if (response.ok) return "sent";
    // A server that cannot answer now (502–504) is a dropped request; anything else is an answer.
    return response.status >= 502 ? "unreachable" : "refused";
  } catch {
    return "unreachable";
  }
}

async function sendWithRetries(checkOff: CheckOff, csrf: string): Promise<Outcome> {
  let outcome = await sendOnce(checkOff, csrf);
  for (const delay of RETRY_DELAYS_MS) {
    if (outcome !== "unreachable" || !navigator.onLine) return outcome;
    await new Promise((r) => setTimeout(r, delay));
    outcome = await sendOnce(checkOff, csrf);
  }
  return outcome;
}

/** `items`: the list as the server last answered, so a shown tap is dropped once the server agrees. */
export function useCheckOffs(items: readonly { id: number; purchased: boolean }[]) {
  const csrf = useRouteLoaderData<{ csrfToken: string }>("root")?.csrfToken ?? "";
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<Record<number, boolean>>({});
  const [queued, setQueued] = useState(0);
  const [offline, setOffline] = useState(false);
  const [refused, setRefused] = useState(false);
  const flushing = useRef(false);

  const settle = useCallback(
    (checkOff: CheckOff, outcome: Outcome) => {
      if (outcome === "unreachable") {
        const queue = readQueue().filter((c) => c.id !== checkOff.id);
        queue.push(checkOff);
        writeQueue(queue);
        setQueued(queue.length);
        setOffline(true);
        return;
      }
      // A refused tap is undone at once; a sent one stays shown until the reloaded list agrees.
      if (outcome === "refused") {
        setRefused(true);
        setPending((p) => {
          const { [checkOff.id]: _, ...rest } = p;
          return rest;
        });
      }
      revalidator.revalidate();
    },
    [revalidator],
  );

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (const checkOff of readQueue()) {
        const outcome = await sendOnce(checkOff, csrf);
        if (outcome === "unreachable") break;
        writeQueue(readQueue().filter((c) => c.key !== checkOff.key));
        if (outcome === "refused") {
          setRefused(true);
          setPending((p) => {
            const { [checkOff.id]: _, ...rest } = p;
            return rest;
          });
        }
      }
      const left = readQueue().length;
      setQueued(left);
      if (left === 0) {
        setOffline(!navigator.onLine);
        revalidator.revalidate();
      }
    } finally {
      flushing.current = false;
    }
  }, [csrf, revalidator]);

  useEffect(() => {
    // Taps left from an earlier visit show as made, then go out.
    const queue = readQueue();
    setPending(Object.fromEntries(queue.map((c) => [c.id, c.purchased])));
    setQueued(queue.length);
    setOffline(!navigator.onLine);
    if (queue.length > 0 && navigator.onLine) void flush();
    const online = () => {
      setOffline(false);
      void flush();
    };
    const gone = () => setOffline(true);
    window.addEventListener("online", online);
    window.addEventListener("offline", gone);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", gone);
    };
  }, [flush]);

  useEffect(() => {
    const queuedIds = new Set(readQueue().map((c) => c.id));
    setPending((p) => {
      const kept = Object.entries(p).filter(([id, purchased]) => {
        const item = items.find((i) => i.id === Number(id));
        return item !== undefined && (item.purchased !== purchased || queuedIds.has(item.id));
      });
      return kept.length === Object.keys(p).length ? p : Object.fromEntries(kept);
    });
  }, [items]);

  const toggle = useCallback(
    (id: number, purchased: boolean) => {
      const checkOff = { id, purchased, key: crypto.randomUUID() };
      setRefused(false);
      setPending((p) => ({ ...p, [id]: purchased }));
      if (!navigator.onLine) {
        settle(checkOff, "unreachable");
        return;
      }
      void sendWithRetries(checkOff, csrf).then((outcome) => settle(checkOff, outcome));
    },
    [csrf, settle],
  );

  return { pending, queued, offline, refused, toggle };
}
