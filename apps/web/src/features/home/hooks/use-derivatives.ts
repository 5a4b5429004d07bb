import { useQuery } from '@tanstack/react-query';
import { derivativesQueryOptions } from '../api/get-derivatives';

export function useDerivatives() {
  return useQuery(derivativesQueryOptions());
}
