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

/** Tags: a comma-separated text field without JavaScript; chips with Remove buttons with it. */
export function TagsField({ initial, errors }: { initial: string; errors?: string[] }) {
  const [chips, setChips] = useState<string[] | null>(null);
  const [draft, setDraft] = useState("");
  const plain = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Whatever was typed before the scripts loaded becomes the first chips.
    setChips(splitTags(plain.current?.value ?? initial));
  }, [initial]);
  const id = "recipe-tags";
  if (chips === null) {
    return (
      <div className={`${formStyles.field} ${css.wide}`}>
        <label className={formStyles.label} htmlFor={id}>
          Tags
        </label>
        <input
          ref={plain}
          id={id}
          name="tags"
          type="text"
          className={formStyles.input}
          defaultValue={initial}
          autoComplete="off"
          aria-invalid={errors ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
        />
        <p id={`${id}-hint`} className={formStyles.hint}>
          Separate tags with commas, e.g. quick, vegetarian.
        </p>
        <FieldErrors id={`${id}-error`} errors={errors} />
      </div>
    );
  }
  const add = () => {
    const more = splitTags(draft);
    if (!more.length) return;
    setChips((current) => splitTags([...(current ?? []), ...more].join(",")));
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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
      {chips.length ? (
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
      <div className={css.tagInputRow}>
        <input
          id={id}
          type="text"
          className={formStyles.input}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          aria-invalid={errors ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
        />
        <button type="button" className={css.secondaryButton} onClick={add}>
          Add tag
        </button>
      </div>
      {/* A tag still being typed when the form is saved is kept, as it is without JavaScript. */}
      <input type="hidden" name="tags" value={splitTags([...chips, draft].join(",")).join(", ")} />
      <p id={`${id}-hint`} className={formStyles.hint}>
        Press Enter or comma to add a tag.
      </p>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}
