// A recipe card's 'Can make' / 'Missing ingredients' (docs/product.md#recipes): whether the pantry holds
// every ingredient, said in words and a colour (never the colour alone).
import * as css from "./pantry.css";

export function Availability({ canMake }: { canMake: boolean | null }) {
  if (canMake === null) return null;
  return (
    <p className={canMake ? css.canMake : css.missing}>{canMake ? "Can make" : "Missing ingredients"}</p>
  );
}
