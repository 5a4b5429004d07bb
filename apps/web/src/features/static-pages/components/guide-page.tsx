import { Alert, Container, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { guideSlugs, type GuideSlug } from '../guides/guides';
import { useGuide } from '../hooks/use-guide';
import { MarkdownView } from '../markdown/markdown-view';
import classes from './guide-page.module.css';

function GuideMenu({ current }: { current: GuideSlug }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('guides.menu_label')} className={classes.menu}>
      {guideSlugs.map((slug) => (
        <NavLink
          key={slug}
          component={Link}
          to={paths.guide(slug)}
          label={t(`guides.titles.${slug}`)}
          active={slug === current}
          aria-current={slug === current ? 'page' : undefined}
        />
      ))}
    </nav>
  );
}

/** One creator-platform guide with the menu of all of them. */
export function GuidePage({ slug }: { slug: GuideSlug }) {
  const { t } = useTranslation();
  const { data, error } = useGuide(slug);
  return (
    <Container size="lg" py="xl">
      <div className={classes.layout}>
        <GuideMenu current={slug} />
        <Stack gap="md" data-guide={slug} className={classes.body}>
          {data !== undefined ? (
            <MarkdownView source={data} />
          ) : error ? (
            <Alert color="red" role="alert" title={t('guides.load_failed')} />
          ) : (
            <PageLoader />
          )}
        </Stack>
      </div>
    </Container>
  );
}
