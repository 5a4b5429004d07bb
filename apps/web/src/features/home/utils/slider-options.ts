import type { SwiperOptions } from 'swiper/types';
import { mobileMaxWidth } from '../../../config/mobile-layout';

// docs/product.md (spec section 9), "Home page timings and sizes". Swiper breakpoints are min-widths and the
// mobile layout is 900 px or less, so the desktop values start at 901 px.
const desktop = mobileMaxWidth + 1;

export const bannerAutoplayDelayMs = 3000;

/** With 1.2 centred slides Swiper's loop wants five slides; shorter banners repeat theirs. */
export const bannerMinLoopSlides = 5;

/** Options for `slideCount` slides, repeats included (see `loopSlides`). */
export function bannerOptions(slideCount: number): SwiperOptions {
  const moves = slideCount > 1;
  return {
    effect: 'coverflow',
    coverflowEffect: { rotate: 0, stretch: 0, depth: 120, modifier: 1, slideShadows: false },
    centeredSlides: true,
    slidesPerView: 1.2,
    spaceBetween: 24,
    breakpoints: { [desktop]: { spaceBetween: 80 } },
    autoplay: moves ? { delay: bannerAutoplayDelayMs, disableOnInteraction: false } : false,
    loop: moves,
  };
}

export const eventSliderOptions: SwiperOptions = {
  slidesPerView: 1.1,
  spaceBetween: 10,
  breakpoints: { [desktop]: { slidesPerView: 2.2 } },
};

/** The fan-favorite and re-creation sliders: each slide is as wide as its card. */
export const cardSliderOptions: SwiperOptions = {
  slidesPerView: 'auto',
  spaceBetween: 23,
};
