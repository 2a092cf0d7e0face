// A recipe's tags: a comma-separated text field without JavaScript; chips with Remove buttons with it.
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { FieldErrors, formStyles } from "~/ui/kit/form";
import * as css from "./recipe.css";

/** Trimmed, non-empty, each once (docs/product.md#recipes). */
function splitTags(value: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of value.split(",")) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out;
}

/**
 * Tags: a comma-separated text field without JavaScript; chips with Remove buttons with it. The text
 * field is one element in both forms, so a cook typing while the scripts load keeps the focus and what
 * was typed: the finished tags become chips and the one still being typed stays in the field.
 */
export function TagsField({ initial, errors }: { initial: string; errors?: string[] }) {
  const [chips, setChips] = useState<string[] | null>(null);
  const [draft, setDraft] = useState("");
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const parts = (field.current?.value ?? initial).split(",");
    // The part after the last comma is still being typed if the cook is in the field.
    const typing = document.activeElement === field.current ? (parts.pop() ?? "").trimStart() : "";
    setChips(splitTags(parts.join(",")));
    setDraft(typing);
    if (field.current) field.current.value = typing;
  }, [initial]);
  const id = "recipe-tags";
  const add = () => {
    const more = splitTags(draft);
    if (!more.length) return;
    setChips((current) => splitTags([...(current ?? []), ...more].join(",")));
    setDraft("");
    if (field.current) field.current.value = "";
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (chips === null) return;
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    }
  };
  return (
    <div className={`${formStyles.field} ${css.wide}`}>
      <label className={formStyles.label} htmlFor={id}>
        Tags
      </label>
      {chips?.length ? (
        <ul className={css.chipList} aria-label="Chosen tags">
          {chips.map((tag) => (
            <li key={tag} className={css.chip}>
              {tag}
              <button
                type="button"
                className={css.chipRemove}
                aria-label={`Remove tag ${tag}`}
                onClick={() => setChips((current) => (current ?? []).filter((t) => t !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={chips === null ? undefined : css.tagInputRow}>
        {/* Uncontrolled in both forms: without JavaScript it is the field posted. */}
        <input
          ref={field}
          id={id}
          name={chips === null ? "tags" : undefined}
          type="text"
          className={formStyles.input}
          defaultValue={initial}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          aria-invalid={errors ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
        />
        {chips === null ? null : (
          <button type="button" className={css.secondaryButton} onClick={add}>
            Add tag
          </button>
        )}
      </div>
      {/* A tag still being typed when the form is saved is kept, as it is without JavaScript. */}
      {chips === null ? null : (
        <input type="hidden" name="tags" value={splitTags([...chips, draft].join(",")).join(", ")} />
      )}
      <p id={`${id}-hint`} className={formStyles.hint}>
        {chips === null
          ? "Separate tags with commas, e.g. quick, vegetarian."
          : "Press Enter or comma to add a tag."}
      </p>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}
