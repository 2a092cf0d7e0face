// The community page's rules and words, each defined once (docs/product.md#community;
// docs/decisions/042-community-recipes.md). No runtime dependencies: the table types import from here.

/** The feature flag the page, its API and the dashboard's section stand behind. */
export const COMMUNITY_FLAG = "community_enabled";

/** The cuisine filter's choices (the recipes' filter cuisines, which group the form's cuisines). */
export const COMMUNITY_CUISINES = [
  "italian",
  "mexican",
  "asian",
  "american",
  "mediterranean",
  "indian",
] as const;
export type CommunityCuisine = (typeof COMMUNITY_CUISINES)[number];

/** popular = most saves, recent = most recently shared, rating = best average rating. */
export const COMMUNITY_SORTS = ["popular", "recent", "rating"] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];
export const COMMUNITY_SORT_LABELS: Record<CommunitySort, string> = {
  popular: "Most Popular",
  recent: "Most Recent",
  rating: "Highest Rated",
};

export const COMMUNITY_SHOW = ["all", "featured", "saved"] as const;
export type CommunityShow = (typeof COMMUNITY_SHOW)[number];
export const COMMUNITY_SHOW_LABELS: Record<CommunityShow, string> = {
  all: "All Recipes",
  featured: "Featured",
  saved: "Saved",
};

/** The spec's sample shows six regular recipes on a page and three featured ones. */
export const COMMUNITY_PAGE_SIZE = 6;
export const FEATURED_LIMIT = 3;
/** The dashboard's 'Recent Community Recipes'. */
export const DASHBOARD_COMMUNITY_COUNT = 3;
/** Reviews shown on a recipe's page, newest first. */
export const REVIEWS_SHOWN = 20;

export const SEARCH_MAX = 200;
export const REVIEW_MAX = 500;
export const REPORT_REASON_MAX = 500;

export const REPORT_STATUSES = ["open", "dismissed", "unshared"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const COMMUNITY_TEXTS = {
  title: "Community Recipes",
  searchPlaceholder: "Search by recipe name, ingredient, or user",
  listTitle: "Community Shared Recipes",
  searchTitle: "Search Results",
  featuredTitle: "Featured Recipes",
  emptyTitle: "No recipes found",
  emptyText: "Try adjusting your search criteria or share your own recipe.",
  shareTitle: "Share My Recipe",
  noImage: "No Image Available",
  shared: "Your recipe is now shared with the community.",
  unshared: "Your recipe is no longer shared.",
  saved: (on: boolean) => (on ? "Recipe saved." : "Recipe removed from your saved recipes."),
  featured: (on: boolean) => (on ? "The recipe is featured." : "The recipe is no longer featured."),
  reported: "Thanks for telling us. The recipe is hidden for you, and an admin will look at it.",
  reviewSaved: "Thanks, your rating was saved.",
  notShareable: "Only the family that owns this recipe can share or unshare it.",
  notPublic: "Only a shared recipe can be featured or reported.",
  chooseRecipe: "Choose one of your recipes to share.",
  reportDismissed: "The report was dismissed.",
  reportUnshared: "The recipe was unshared and its reports closed.",
  starterNotUnshared: "A starter recipe stays in the library; dismiss the report instead.",
  reportNotFound: "That report no longer exists.",
} as const;
