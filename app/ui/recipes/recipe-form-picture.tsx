// The recipe's picture: a file field inside a drop zone (with JavaScript a file can be dropped on it
// and a chosen picture is previewed), and the current picture with 'Remove image' when editing.
import { type DragEvent, useEffect, useRef, useState } from "react";
import { checkPicture } from "~/domain/pictures";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from "~/domain/recipes/constants";
import { recipeImageUrl } from "~/domain/recipes/present";
import { FieldErrors, formStyles } from "~/ui/kit/form";
import { useHydrated } from "~/ui/kit/use-hydrated";
import * as css from "./recipe.css";
import { IMAGE_AGAIN, IMAGE_HINT } from "./recipe-form-values";

/** The picture: a file field inside a drop zone (drag-over highlight with JavaScript), the current
 * picture with 'Remove image' when editing, and a preview of a chosen file. */
export function ImageSection(props: {
  currentImageId: number | null;
  errors?: string[];
  imageDropped: boolean;
  removeChecked: boolean;
}) {
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  // Only a picture the server would take is previewed: the browser never decodes a file whose header
  // claims a huge size (it would try to hold all those pixels in memory).
  const show = async (file: File | undefined) => {
    setPreview(null);
    if (!file || file.size > IMAGE_MAX_BYTES) return;
    if (checkPicture(new Uint8Array(await file.arrayBuffer())).ok) setPreview(URL.createObjectURL(file));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = event.dataTransfer.files;
    if (input.current && files.length) {
      input.current.files = files;
      void show(files[0]);
    }
  };
  const current = recipeImageUrl(props.currentImageId);
  const id = "recipe-image";
  return (
    <fieldset className={css.formSection}>
      <legend className={css.formLegend}>Recipe Image</legend>
      {current ? (
        <div className={css.actions}>
          <img src={current} alt="Current recipe" className={css.preview} />
          <div className={formStyles.checkRow}>
            <input
              type="checkbox"
              id="recipe-remove-image"
              name="remove_image"
              value="on"
              defaultChecked={props.removeChecked}
            />
            <label htmlFor="recipe-remove-image">Remove image</label>
          </div>
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer shortcut; the file field inside is the accessible way. */}
      <div
        className={`${css.dropZone} ${dragging ? css.dropZoneActive : ""}`}
        onDragEnter={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label className={formStyles.label} htmlFor={id}>
          {current ? "Replace the picture" : "Picture"}
        </label>
        <input
          ref={input}
          id={id}
          name="image"
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={(e) => void show(e.currentTarget.files?.[0])}
          aria-invalid={props.errors ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
        />
        <p id={`${id}-hint`} className={formStyles.hint}>
          {IMAGE_HINT}
          {hydrated ? ". You can also drop a file here." : ""}
          {props.imageDropped ? ` ${IMAGE_AGAIN}` : ""}
        </p>
        {preview ? <img src={preview} alt="Preview of the chosen file" className={css.preview} /> : null}
        <FieldErrors id={`${id}-error`} errors={props.errors} />
      </div>
    </fieldset>
  );
}
