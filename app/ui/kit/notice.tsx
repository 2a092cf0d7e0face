// A notice above the page: what the last change did, read out by screen readers when it appears.
import type { ReactNode } from "react";
import * as css from "./notice.css";

export function Notice(props: { children: ReactNode; tone?: "info" | "success" | "error" }) {
  const tone = props.tone ?? "info";
  if (tone === "error")
    return (
      <p role="alert" className={css.errorNotice}>
        {props.children}
      </p>
    );
  return (
    <p role="status" className={tone === "success" ? css.success : css.notice}>
      {props.children}
    </p>
  );
}
