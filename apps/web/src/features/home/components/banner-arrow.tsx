import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSwiper } from 'swiper/react';
import { LineIcon } from '../../../components/ui/line-icon';
import classes from './sliders.module.css';

/** A banner arrow; the mobile layout hides both with CSS (docs/product.md, spec section 2). */
export function BannerArrow({ direction }: { direction: 'previous' | 'next' }) {
  const { t } = useTranslation();
  const swiper = useSwiper();
  const previous = direction === 'previous';
  return (
    <ActionIcon
      className={`${classes.bannerArrow} ${previous ? classes.bannerArrowPrevious : classes.bannerArrowNext}`}
      size={48}
      radius="xl"
      variant="white"
      aria-label={t(previous ? 'home.banner.previous' : 'home.banner.next')}
      onClick={() => (previous ? swiper.slidePrev() : swiper.slideNext())}
    >
      <LineIcon name={previous ? 'chevronLeft' : 'chevronRight'} size={24} strokeWidth={2} />
    </ActionIcon>
  );
}
