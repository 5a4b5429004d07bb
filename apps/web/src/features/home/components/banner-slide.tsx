import { Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TopCollection } from '../api/home-content-schemas';
import { topCollectionTarget } from '../utils/top-collection-target';
import { HomeImage } from './home-image';
import { NewWindowLink } from './new-window-link';
import classes from './sliders.module.css';

/** One top collection: its background, logo, title and tag, leading where the spec says. */
export function BannerSlide({ item, focusable }: { item: TopCollection; focusable: boolean }) {
  const target = topCollectionTarget(item);
  const content = (
    <>
      <HomeImage src={item.backgroundUrl} alt="" className={classes.bannerBackground} eager priority />
      <div className={classes.bannerCaption}>
        <HomeImage src={item.iconUrl} alt="" className={classes.bannerIcon} eager />
        <div>
          <Text component="span" className={classes.bannerTitle}>
            {item.title}
          </Text>
          {item.tag && (
            <Badge variant="white" color="dark" size="sm" mt={4} display="block" w="fit-content">
              {item.tag}
            </Badge>
          )}
        </div>
      </div>
    </>
  );
  if (target.kind === 'external') {
    return (
      <NewWindowLink href={target.href} className={classes.bannerLink} tabIndex={focusable ? undefined : -1}>
        {content}
      </NewWindowLink>
    );
  }
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className={classes.bannerLink} tabIndex={focusable ? undefined : -1}>
        {content}
      </Link>
    );
  }
  return <div className={classes.bannerLink}>{content}</div>;
}
