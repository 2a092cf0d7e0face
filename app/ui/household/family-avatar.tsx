// A member's picture: the uploaded image, or their initials on green (docs/product.md#family). The name
// is always written next to it, so the picture itself is decorative for screen readers.
import { initials } from "~/domain/household/present";
import * as css from "./family.css";

export function MemberAvatar({
  name,
  avatar,
  size = "small",
}: {
  name: string;
  avatar: string | null;
  size?: "small" | "large";
}) {
  if (avatar) return <img src={avatar} alt="" className={css.avatar[size]} />;
  return (
    <span className={`${css.avatar[size]} ${css.initials}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
