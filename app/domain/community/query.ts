// The community list's query read from an address, and written back as one (docs/product.md#community).
// No zod here: the page's browser code builds its paging links with it.
import {
  COMMUNITY_CUISINES,
  COMMUNITY_SHOW,
  COMMUNITY_SORTS,
  type CommunityCuisine,
  type CommunityShow,
  type CommunitySort,
  SEARCH_MAX,
} from "./constants";

export type CommunityQuery = {
  search: string;
  cuisine: CommunityCuisine | null;
  sort: CommunitySort;
  show: CommunityShow;
  page: number;
};

const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined): T | null => {
  const v = value?.trim().toLowerCase();
  return list.find((item) => item === v) ?? null;
};

/** The list's query from an address's parameters (or an API query): unknown values are the defaults. */
export function readCommunityQuery(params: URLSearchParams): CommunityQuery {
  const page = Number(params.get("page"));
  return {
    search: (params.get("search") ?? "").trim().slice(0, SEARCH_MAX),
    cuisine: oneOf(COMMUNITY_CUISINES, params.get("cuisine")),
    sort: oneOf(COMMUNITY_SORTS, params.get("sort") ?? params.get("sortBy")) ?? "popular",
    show: oneOf(COMMUNITY_SHOW, params.get("show") ?? params.get("filter")) ?? "all",
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 1_000_000) : 1,
  };
}

/** The query as address parameters, defaults left out, so every view is a short, shareable link. */
export function communitySearchParams(query: CommunityQuery, page = query.page): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.cuisine) params.set("cuisine", query.cuisine);
  if (query.sort !== "popular") params.set("sort", query.sort);
  if (query.show !== "all") params.set("show", query.show);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** How many pages `total` recipes fill: at least one, so an empty list is 'Page 1 of 1'. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** A page asked for, kept within 1..last (a link to page 9 of 4 shows page 4). */
export const clampPage = (page: number, last: number) => Math.min(Math.max(1, Math.floor(page)), last);
