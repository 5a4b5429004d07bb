import { useQuery } from '@tanstack/react-query';
import { defaultSiteLinks, type SiteLinks } from '../../../config/links';

/**
 * The footer's links: the defaults at once, the operator's when the API answers. The request and its schema load
 * on first use, so the shell's first bundle does not carry them (docs/decisions/033-first-load-javascript.md).
 */
export function useSiteLinks(): SiteLinks {
  const { data } = useQuery({
    queryKey: ['site', 'links'] as const,
    queryFn: ({ signal }) => import('./get-site-links').then(({ getSiteLinks }) => getSiteLinks({ signal })),
    staleTime: Infinity,
    retry: 1,
  });
  return data ?? defaultSiteLinks;
}
