import 'swiper/css';
import 'swiper/css/effect-coverflow';
import { Autoplay, EffectCoverflow } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { TopCollection } from '../api/home-content-schemas';
import { loopSlides } from '../utils/loop-slides';
import { bannerMinLoopSlides, bannerOptions } from '../utils/slider-options';
import { BannerArrow } from './banner-arrow';
import { BannerSlide } from './banner-slide';
import classes from './sliders.module.css';

const modules = [Autoplay, EffectCoverflow];

/** The autoplaying coverflow of top collections, with previous and next arrows. */
export function BannerCarousel({ items }: { items: TopCollection[] }) {
  const slides = loopSlides(items, bannerMinLoopSlides);
  return (
    <div className={classes.banner} data-testid="top-collections-banner">
      <Swiper modules={modules} {...bannerOptions(slides.length)}>
        {slides.map(({ item, copy, key }) => (
          // Repeats are there for the eye only: hidden from assistive technology and the tab order.
          <SwiperSlide key={key} className={classes.bannerSlide} aria-hidden={copy || undefined}>
            <BannerSlide item={item} focusable={!copy} />
          </SwiperSlide>
        ))}
        {/* Inside the Swiper container, above its 3D slides; anywhere else the 3D hit test can let the slides swallow the clicks. */}
        {items.length > 1 && <BannerArrow direction="previous" />}
        {items.length > 1 && <BannerArrow direction="next" />}
      </Swiper>
    </div>
  );
}
