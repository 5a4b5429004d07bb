import { describe, expect, it } from 'vitest';
import { bannerOptions, cardSliderOptions, eventSliderOptions } from './slider-options';

// docs/product.md (spec section 9), "Home page timings and sizes".
describe('slider options', () => {
  it('autoplay the banner every 3000 ms, looping, not stopped by interaction, 1.2 slides, gap 24 then 80 above 900 px', () => {
    expect(bannerOptions(5)).toMatchObject({
      effect: 'coverflow',
      autoplay: { delay: 3000, disableOnInteraction: false },
      loop: true,
      slidesPerView: 1.2,
      spaceBetween: 24,
      breakpoints: { 901: { spaceBetween: 80 } },
    });
  });

  it('keep a one-slide banner still', () => {
    expect(bannerOptions(1)).toMatchObject({ autoplay: false, loop: false });
  });

  it('space events by 10 and the card sliders by 23 with automatic slide width', () => {
    expect(eventSliderOptions.spaceBetween).toBe(10);
    expect(cardSliderOptions).toEqual({ slidesPerView: 'auto', spaceBetween: 23 });
  });
});
