import { Text } from '@mantine/core';
import type { Stake } from '@nft/api-contract';
import { useEffect, useState } from 'react';
import { displayReward, liveReward } from '../model/live-reward';

/** A stake's reward, recomputed every second from its rate while the page is open (no request). */
export function LiveRewardText({ stake }: { stake: Stake }) {
  const [loadedAt] = useState(() => Date.now());
  const [now, setNow] = useState(loadedAt);
  const growing = stake.rewardPerSecond !== '0';
  useEffect(() => {
    if (!growing) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [growing]);
  return (
    <Text span fw={600} data-live-reward={stake.stakeId}>
      {displayReward(liveReward(stake, now - loadedAt), stake.rewardToken.decimals)} {stake.rewardToken.symbol}
    </Text>
  );
}
