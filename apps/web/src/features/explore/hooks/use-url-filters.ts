import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters kept in the URL's search params: every change is a history entry (the back button
 * undoes it) and the URL alone reproduces the view.
 */
export function useUrlFilters<F>(parse: (params: URLSearchParams) => F, toParams: (filters: F) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const filters = useMemo(() => parse(new URLSearchParams(text)), [parse, text]);
  const setFilters = useCallback(
    (next: F | ((current: F) => F)) => {
      setParams((current) => toParams(typeof next === 'function' ? (next as (current: F) => F)(parse(current)) : next), {
        preventScrollReset: true,
      });
    },
    [parse, setParams, toParams],
  );
  return [filters, setFilters] as const;
}
