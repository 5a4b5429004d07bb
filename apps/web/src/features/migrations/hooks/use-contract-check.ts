import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { checkMigrationContract } from '../api/migrations-api';
import { isContractAddress } from '../model/migration-form';

/**
 * The API's preflight for the contract the applicant typed (standard by ERC-165, owner(), deployer, name, symbol,
 * supply), asked once the address is complete and has stopped changing for a moment.
 */
export function useContractCheck(chain: string, contractAddress: string) {
  const [address] = useDebouncedValue(contractAddress.trim().toLowerCase(), 300);
  const ready = chain !== '' && isContractAddress(address);
  return useQuery({
    queryKey: ['batch-migrations', 'check', chain, address],
    queryFn: ({ signal }) => checkMigrationContract(chain, address, signal),
    enabled: ready,
    // A refusal (not a contract, no session) is an answer, not a hiccup to retry.
    retry: false,
    staleTime: 30_000,
  });
}
