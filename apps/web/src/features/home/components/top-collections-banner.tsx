import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTopCollections } from '../hooks/use-top-collections';
import { BannerCarousel } from './banner-carousel';
import { HomeListSection } from './home-list-section';
import classes from './sliders.module.css';

/** docs/product.md (spec section 2): the rotating banner of top collections at the top of the home page. */
export function TopCollectionsBanner() {
  const { t } = useTranslation();
  return (
    <HomeListSection query={useTopCollections()} label={t('home.banner.label')} skeleton={<BannerSkeleton />}>
      {(items) => <BannerCarousel items={items} />}
    </HomeListSection>
  );
}

// The size of the centred slide the carousel will show, so nothing moves when it arrives.
function BannerSkeleton() {
  return (
    <div className={classes.banner}>
      <Skeleton className={classes.bannerSkeleton} radius="lg" />
    </div>
  );
}
