// A community recipe as the API answers it: the spec's names (id, title, description, userName,
// userAvatar, rating, ratingCount, saves, isFeatured, isSaved) and what a card shows besides.
import type { CommunityRecipe } from "./queries.server";

export function communityRecipeJson(r: CommunityRecipe) {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    userName: r.userName,
    userAvatar: r.userAvatar,
    rating: r.rating,
    ratingCount: r.ratingCount,
    saves: r.saves,
    isFeatured: r.isFeatured,
    isSaved: r.isSaved,
    cuisine: r.cuisine,
    cookTime: r.cookMinutes,
    totalTime: r.totalMinutes,
    image: r.imageId === null ? null : `/recipe-images/${r.imageId}`,
    isStarter: r.isStarter,
    isOwn: r.isOwn,
  };
}
