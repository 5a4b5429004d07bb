/** Query keys of the home lists; `all` invalidates every one of them at once. */
export const homeQueryKeys = {
  all: ['home'] as const,
  topCollections: ['home', 'top-collections'] as const,
  events: ['home', 'events'] as const,
  artists: ['home', 'artists'] as const,
  favorites: ['home', 'favorites'] as const,
  derivatives: ['home', 'derivatives'] as const,
};
