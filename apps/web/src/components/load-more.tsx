import { Button, Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type LoadMoreProps = { hasMore: boolean; loading: boolean; onLoadMore: () => void };

/**
 * Infinite scroll: the next page loads when this footer comes near the viewport. The button is
 * the fallback (no IntersectionObserver, keyboard users, a failed page).
 */
export function LoadMore({ hasMore, loading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, onLoadMore]);
  if (!hasMore) return null;
  return (
    <Center py="lg" ref={sentinel}>
      {loading ? (
        <Loader size="sm" />
      ) : (
        <Button variant="default" onClick={onLoadMore} data-load-more>
          {t('explore.load_more')}
        </Button>
      )}
    </Center>
  );
}
