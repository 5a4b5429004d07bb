import 'swiper/css';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useDerivativeLike } from '../hooks/use-derivative-like';
import { useDerivatives } from '../hooks/use-derivatives';
import { cardSliderOptions } from '../utils/slider-options';
import { DerivativeCard } from './derivative-card';
import { HomeListSection } from './home-list-section';
import { SectionHeading } from './section-heading';
import { SliderSkeleton } from './slider-skeleton';
import classes from './sliders.module.css';

/** docs/product.md (spec section 1): the re-creation slider with likes. */
export function DerivativesSlider() {
  const { t } = useTranslation();
  const label = t('home.derivatives.title');
  const { like, pendingId } = useDerivativeLike();
  return (
    <HomeListSection query={useDerivatives()} label={label} skeleton={<SliderSkeleton cardWidth={260} cardHeight={340} />}>
      {(items) => (
        <Container size="lg" py={48}>
          <SectionHeading>{label}</SectionHeading>
          <Swiper {...cardSliderOptions}>
            {items.map((item) => (
              <SwiperSlide key={item.id} className={classes.autoSlide}>
                <DerivativeCard item={item} pending={pendingId === item.id} onLike={like} />
              </SwiperSlide>
            ))}
          </Swiper>
        </Container>
      )}
    </HomeListSection>
  );
}
