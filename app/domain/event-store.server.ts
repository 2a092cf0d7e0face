// The one event store of the app, with every inline projection registered once, here.
// A read model is added by writing its projection in its domain folder and listing it below.

import type { Projection } from "../events/projections";
import { createEventStore } from "../events/store.server";
import { mealCalendarProjection } from "./meal-plan/projections";

export const projections: readonly Projection[] = [mealCalendarProjection];

export const eventStore = createEventStore({ projections });
