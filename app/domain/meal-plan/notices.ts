// What the meal pages tell a member after a change (post/redirect/get): the planner shows the sentence
// once, as a flash message (docs/decisions/026-page-action-kit.md).

export const MEAL_NOTICES = {
  removed: (meal: string) => `Removed “${meal}” from the plan.`,
  moved: (meal: string) => `Moved “${meal}”.`,
  leftover: (meal: string) => `Planned leftovers: “${meal}”.`,
  added: (meal: string) => `Added “${meal}” to the plan.`,
  updated: (meal: string) => `Saved your changes to “${meal}”.`,
} as const;
