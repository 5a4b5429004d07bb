import 'swiper/css';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useEvents } from '../hooks/use-events';
import { eventSliderOptions } from '../utils/slider-options';
import { EventSlide } from './event-slide';
import { HomeListSection } from './home-list-section';
import { SectionHeading } from './section-heading';
import { SliderSkeleton } from './slider-skeleton';

/** docs/product.md (spec section 1): the popular-events slider. */
export function EventsSlider() {
  const { t } = useTranslation();
  const label = t('home.events.title');
  return (
    <HomeListSection query={useEvents()} label={label} skeleton={<SliderSkeleton cardWidth={480} cardHeight={340} />}>
      {(items) => (
        <Container size="lg" py={48}>
          <SectionHeading>{label}</SectionHeading>
          <Swiper {...eventSliderOptions}>
            {items.map((item, index) => (
              <SwiperSlide key={`${index}-${item.title}`}>
                <EventSlide item={item} />
              </SwiperSlide>
            ))}
          </Swiper>
        </Container>
      )}
    </HomeListSection>
  );
}
