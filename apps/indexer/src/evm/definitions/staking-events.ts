import { parseAbiItem } from 'viem';

/**
 * The stake contract's events (packages/contracts/contracts/interfaces/INftStaking.sol), read from the
 * chain's `stakeContract` (docs/decisions/041-staking-in-the-product.md). `TokenStandard` is a uint8.
 */
export const activityCreatedEvent = parseAbiItem(
  'event ActivityCreated(uint256 indexed activityId, address indexed operator, address indexed rewardToken, address[] collections, uint256 rewardAmount, uint64 startTime, uint64 endTime, uint64 lockPeriod, uint256 maxStaked)',
);
export const stakedEvent = parseAbiItem(
  'event Staked(uint256 indexed stakeId, uint256 indexed activityId, address indexed staker, address collection, uint256 tokenId, uint256 amount, uint8 standard, uint64 unlockAt)',
);
export const unstakedEvent = parseAbiItem(
  'event Unstaked(uint256 indexed stakeId, uint256 indexed activityId, address indexed staker, address collection, uint256 tokenId, uint256 amount, uint256 forfeited)',
);
export const claimedEvent = parseAbiItem(
  'event Claimed(uint256 indexed stakeId, uint256 indexed activityId, address indexed staker, address rewardToken, uint256 reward)',
);
