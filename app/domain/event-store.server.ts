// The one event store of the app, with every inline projection registered once, here.
// A read model is added by writing its projection in its domain folder and listing it below.

import type { Projection } from "../events/projections";
import { createEventStore } from "../events/store.server";

export const projections: readonly Projection[] = [];

export const eventStore = createEventStore({ projections });
