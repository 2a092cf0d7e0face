// A field of the meal form: the kit's labelled field, its id made from the field's name (meal-…).
import type { ComponentProps } from "react";
import { ControlField } from "~/ui/kit/form";

export function MealField(props: Omit<ComponentProps<typeof ControlField>, "id">) {
  return <ControlField id={`meal-${props.name.replace(/\W/g, "-")}`} {...props} />;
}
