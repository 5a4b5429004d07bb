import 'swiper/css';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useFavorites } from '../hooks/use-favorites';
import { cardSliderOptions } from '../utils/slider-options';
import { FavoriteCard } from './favorite-card';
import { HomeListSection } from './home-list-section';
import { SectionHeading } from './section-heading';
import { SliderSkeleton } from './slider-skeleton';
import classes from './sliders.module.css';

/** docs/product.md (spec section 1): the fan-favorite slider. */
export function FavoritesSlider() {
  const { t } = useTranslation();
  const label = t('home.favorites.title');
  return (
    <HomeListSection query={useFavorites()} label={label} skeleton={<SliderSkeleton cardWidth={280} cardHeight={380} />}>
      {(items) => (
        <Container size="lg" py={48}>
          <SectionHeading>{label}</SectionHeading>
          <Swiper {...cardSliderOptions}>
            {items.map((item, index) => (
              <SwiperSlide key={`${index}-${item.title}`} className={classes.autoSlide}>
                <FavoriteCard item={item} />
              </SwiperSlide>
            ))}
          </Swiper>
        </Container>
      )}
    </HomeListSection>
  );
}
