import { useQuery } from '@tanstack/react-query';
import { loadGuide, type GuideSlug } from '../guides/guides';
import { usePageLanguage } from './use-page-language';

export function useGuide(slug: GuideSlug) {
  const language = usePageLanguage();
  return useQuery({
    queryKey: ['guide', slug, language] as const,
    queryFn: () => loadGuide(slug, language),
    // Shipped with the app: it never changes while the page is open.
    staleTime: Infinity,
  });
}
