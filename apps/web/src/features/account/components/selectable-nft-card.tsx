import type { Nft } from '@nft/api-contract';
import { Card, Checkbox, Group, Tooltip } from '@mantine/core';
import { ChainBadge } from '../../../components/chain-badge';
import { MediaImage } from '../../../components/media-image';

type SelectableNftCardProps = {
  nft: Nft & { chainName: string };
  selected: boolean;
  /** Why it cannot be picked (in the owner's auction, another chain than the selection's), or undefined. */
  blocked: string | undefined;
  onToggle: () => void;
};

/** A collected NFT in select mode (bulk listing): a checkbox card instead of a link. */
export function SelectableNftCard({ nft, selected, blocked, onToggle }: SelectableNftCardProps) {
  const name = nft.name ?? `#${nft.tokenId}`;
  const key = `${nft.chain}/${nft.contractAddress}/${nft.tokenId}`;
  return (
    <Tooltip label={blocked} disabled={!blocked}>
      <Card withBorder radius="lg" padding="sm" data-selectable-nft={key} data-selected={selected} style={{ opacity: blocked ? 0.5 : 1 }}>
        <Card.Section>
          <MediaImage media={nft.image} alt={name} />
        </Card.Section>
        <Group justify="space-between" mt="sm" wrap="nowrap">
          <Checkbox label={name} checked={selected} disabled={blocked !== undefined} onChange={onToggle} data-select-nft={key} />
          <ChainBadge symbol={nft.chain} name={nft.chainName} />
        </Group>
      </Card>
    </Tooltip>
  );
}
