export { NUTRIENT_LABELS } from "~/domain/nutrition/constants";
