import { useParams } from 'react-router';
import { NotFoundPage } from '../../features/errors/components/not-found-page';
import { GuidePage, isGuideSlug } from '../../features/static-pages';

export function Component() {
  const { slug } = useParams();
  return isGuideSlug(slug) ? <GuidePage slug={slug} /> : <NotFoundPage />;
}
