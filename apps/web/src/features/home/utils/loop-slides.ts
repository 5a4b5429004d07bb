/** One slide of a looping carousel; `copy` marks repeats that only exist to fill the loop. */
export type LoopSlide<T> = { item: T; copy: boolean; key: string };

/**
 * Swiper's loop moves slides from one end to the other and needs a minimum number of them. A
 * shorter list is repeated whole (so the order stays the same all the way round) until it is
 * long enough; a list of one does not loop at all.
 */
export function loopSlides<T>(items: readonly T[], minimum: number): LoopSlide<T>[] {
  const rounds = items.length < 2 ? 1 : Math.max(1, Math.ceil(minimum / items.length));
  return Array.from({ length: rounds }, (_, round) =>
    items.map((item, index) => ({ item, copy: round > 0, key: `${round}-${index}` })),
  ).flat();
}
