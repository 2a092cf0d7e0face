// The one event store of the app, with every inline projection registered once, here.
// A read model is added by writing its projection in its domain folder and listing it below; a stream
// type by adding its codec (its events' schemas and upcasters) the same way.

import type { Projection } from "../events/projections";
import { createEventStore } from "../events/store.server";
import { MEAL_PLAN_CODECS } from "./meal-plan/events";
import { mealCalendarProjection } from "./meal-plan/projections";

export const projections: readonly Projection[] = [mealCalendarProjection];

/** How each stream type's stored payloads are read back (upcast, then parsed: ADR 024). */
export const codecs = { ...MEAL_PLAN_CODECS };

export const eventStore = createEventStore({ projections, codecs });
