// The chat in a modal dialog over the current page, opened by the AI button (./chat-modal.tsx), which
// loads this module on demand. The chat's data comes from the page's loader (fetcher.load), and a
// message posts to the page's action through a second fetcher with `answer=data`, so the action answers
// here instead of redirecting (ADR 046). One request at a time: the composer waits while the answer,
// and then the chat with its new key, arrive.
import { useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { AI } from "~/domain/assistant/constants";
import { primaryButton } from "../kit/button.css";
import { CsrfField } from "../kit/csrf-field";
import * as dialogCss from "../kit/dialog.css";
import { FormErrors } from "../kit/form";
import * as css from "./assistant.css";
import { ChatMessages, type ChatMessageView } from "./chat";

type ChatData = { messages: ChatMessageView[]; olderHref: string | null; chatKey: string };
type SendAnswer = {
  sent?: boolean;
  seconds?: number;
  result?: { error?: Record<string, string[] | null> | null } | null;
};

export default function ChatDialog({ to, onClose }: { to: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const chat = useFetcher<ChatData>();
  const send = useFetcher<SendAnswer>();
  const [seconds, setSeconds] = useState<number | null>(null);

  const requested = useRef(false);
  useEffect(() => {
    if (!requested.current) {
      requested.current = true;
      chat.load(to);
    }
    if (!dialog.current?.open) dialog.current?.showModal();
  }, [chat, to]);

  // An answer arrived: show how long it took, clear the composer and read the chat (and a new key) again.
  const answered = useRef<SendAnswer | undefined>(undefined);
  useEffect(() => {
    if (send.state !== "idle" || !send.data || send.data === answered.current) return;
    answered.current = send.data;
    if (send.data.sent) {
      setSeconds(send.data.seconds ?? null);
      if (input.current) input.current.value = "";
      chat.load(to);
    }
  }, [send.state, send.data, chat, to]);

  const sending = send.state !== "idle";
  const busy = sending || chat.state !== "idle" || !chat.data;
  const errors = send.data?.result?.error;
  const formErrors = errors?.[""] ?? errors?.message ?? undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Blank messages are not sent; nor is a second one while the first is answered.
    if (busy || !input.current?.value.trim()) event.preventDefault();
  };

  return (
    <dialog
      ref={dialog}
      className={dialogCss.dialog}
      aria-labelledby={titleId}
      aria-busy={busy ? true : undefined}
      onClose={onClose}
    >
      <div className={dialogCss.head}>
        <h2 id={titleId} className={dialogCss.title}>
          AI Meal Planner Assistant
        </h2>
        <button
          type="button"
          className={dialogCss.closeButton}
          onClick={() => {
            dialog.current?.close();
            onClose();
          }}
          aria-label="Close"
        >
          ×
        </button>
      </div>
      {chat.data ? (
        <ChatMessages
          messages={chat.data.messages}
          olderHref={chat.data.olderHref}
          busy={sending}
          formKey={chat.data.chatKey}
        />
      ) : (
        <p className={dialogCss.loading}>Loading…</p>
      )}
      <send.Form
        method="post"
        action={to}
        className={css.composer}
        aria-label="Ask the assistant"
        onSubmit={onSubmit}
      >
        <CsrfField />
        <input type="hidden" name="intent" value="chat" />
        <input type="hidden" name="answer" value="data" />
        <input type="hidden" name="idempotency_key" value={chat.data?.chatKey ?? ""} />
        <label htmlFor={`${titleId}-message`} className={css.visuallyHidden}>
          Message
        </label>
        <input
          ref={input}
          id={`${titleId}-message`}
          name="message"
          type="text"
          className={css.input}
          required
          maxLength={AI.messageMax}
          placeholder="Ask for recipes or a meal plan…"
          autoComplete="off"
          readOnly={sending}
          aria-describedby={`${titleId}-status`}
        />
        <button type="submit" className={primaryButton} disabled={busy}>
          {sending ? "Sending…" : "Send"}
        </button>
      </send.Form>
      <FormErrors errors={formErrors} />
      <p id={`${titleId}-status`} className={css.status} role="status">
        {sending ? "Thinking about your request…" : seconds !== null ? `Request time: ${seconds}s` : ""}
      </p>
      <p className={css.muted}>
        <a href={to}>Open the AI Meal Planner page</a> for Planning Tools and your saved plans.
      </p>
    </dialog>
  );
}
