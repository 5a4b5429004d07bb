// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title The NFT staking contract's external interface
/// @notice Operators fund reward activities; holders stake ERC-721 tokens, or ERC-1155 tokens with an
///         amount, by sending them to the contract with `safeTransferFrom(holder, staking, id[, amount],
///         abi.encode(uint256 activityId))` (one transaction, no approval). Rewards accrue per staked unit,
///         Synthetix-style, from the activity's start to its end; a stake's reward is claimable once its lock
///         period has passed; unstaking returns the NFT at any time, and before the lock ends it forfeits that
///         stake's unclaimed reward to the activity's unallocated pool, which the operator can withdraw after
///         the end (docs/decisions/040-nft-staking-contract.md).
/// @dev    Ids start at 1; 0 means "none" in every lookup.
interface INftStaking {
    enum TokenStandard {
        ERC721,
        ERC1155
    }

    /// @notice One activity as it stands at the current block (rewards accrued up to now).
    struct ActivityInfo {
        address rewardToken;
        uint64 startTime;
        uint64 endTime;
        /// Seconds after a stake's start before its reward can be claimed.
        uint64 lockPeriod;
        /// The reward transferred in at creation (base units of rewardToken).
        uint256 rewardAmount;
        /// The most units that may be staked at once; 0 = no cap.
        uint256 maxStaked;
        /// Units staked now (an ERC-721 token counts 1, an ERC-1155 stake its amount).
        uint256 totalStaked;
        /// Reward per staked unit since the start, scaled by 1e18; never decreases.
        uint256 rewardPerToken;
        /// Reward paid out to stakers so far.
        uint256 paid;
        /// Reward nobody earned (nothing staked, forfeits) and not yet withdrawn.
        uint256 unallocated;
        /// Unallocated reward the operator has withdrawn.
        uint256 withdrawn;
        /// Reward not yet released (the part of the period still to come).
        uint256 remaining;
        address[] collections;
    }

    /// @notice One stake as it stands at the current block.
    struct StakeInfo {
        address staker;
        uint256 activityId;
        address collection;
        uint256 tokenId;
        uint256 amount;
        TokenStandard standard;
        uint64 stakedAt;
        /// stakedAt + the activity's lock period: claim from then on; unstaking earlier forfeits.
        uint64 unlockAt;
        bool active;
        /// Unclaimed reward accrued up to now (what unstaking before unlockAt forfeits).
        uint256 earned;
        /// Reward claimed so far.
        uint256 claimed;
    }

    event ActivityCreated(
        uint256 indexed activityId,
        address indexed operator,
        address indexed rewardToken,
        address[] collections,
        uint256 rewardAmount,
        uint64 startTime,
        uint64 endTime,
        uint64 lockPeriod,
        uint256 maxStaked
    );
    event Staked(
        uint256 indexed stakeId,
        uint256 indexed activityId,
        address indexed staker,
        address collection,
        uint256 tokenId,
        uint256 amount,
        TokenStandard standard,
        uint64 unlockAt
    );
    /// @notice Emitted after the stake's Claimed event (if anything was paid); `forfeited` is the unclaimed
    ///         reward returned to the unallocated pool (non-zero only before unlockAt).
    event Unstaked(
        uint256 indexed stakeId,
        uint256 indexed activityId,
        address indexed staker,
        address collection,
        uint256 tokenId,
        uint256 amount,
        uint256 forfeited
    );
    /// @notice Every reward payment: by claim, and by unstaking after unlockAt.
    event Claimed(uint256 indexed stakeId, uint256 indexed activityId, address indexed staker, address rewardToken, uint256 reward);
    event UnallocatedWithdrawn(uint256 indexed activityId, address indexed to, uint256 amount);

    error UnknownActivity(uint256 activityId);
    error UnknownStake(uint256 stakeId);
    error InvalidActivity();
    error UnsupportedRewardToken(address rewardToken);
    error InvalidStakeData();
    error ActivityNotRunning(uint256 activityId);
    error ActivityNotEnded(uint256 activityId);
    error CollectionNotEligible(uint256 activityId, address collection);
    error AlreadyStaked(address collection, uint256 tokenId);
    error StakeCapExceeded(uint256 activityId, uint256 maxStaked);
    error ZeroAmount();
    error TokenNotReceived(address collection, uint256 tokenId);
    error NotStaker(uint256 stakeId, address caller);
    error NotStaked(uint256 stakeId);
    error StakeLocked(uint256 stakeId, uint64 unlockAt);
    error NothingToClaim();
    error NothingToWithdraw(uint256 activityId);
    error ZeroAddress();

    /// @notice Creates and funds an activity (OPERATOR_ROLE); the reward is pulled from the caller, who must
    ///         have approved `rewardAmount`. A start in the past is allowed: reward for time with nothing
    ///         staked is unallocated.
    function createActivity(
        address[] calldata collections,
        address rewardToken,
        uint256 rewardAmount,
        uint64 startTime,
        uint64 endTime,
        uint64 lockPeriod,
        uint256 maxStaked
    ) external returns (uint256 activityId);

    /// @notice Pays the stake's accrued reward to its staker; only the staker, only from unlockAt on.
    function claim(uint256 stakeId) external returns (uint256 reward);

    /// @notice claim for several stakes of the caller; reverts if their total is zero.
    function claimMany(uint256[] calldata stakeIds) external returns (uint256 reward);

    /// @notice Returns the NFT to the staker; from unlockAt on it also pays the accrued reward, before that
    ///         the reward is forfeited to the activity's unallocated pool.
    function unstake(uint256 stakeId) external returns (uint256 reward, uint256 forfeited);

    function unstakeMany(uint256[] calldata stakeIds) external returns (uint256 reward, uint256 forfeited);

    /// @notice Sends the activity's unallocated reward to `to` (OPERATOR_ROLE), only after its end.
    function withdrawUnallocated(uint256 activityId, address to) external returns (uint256 amount);

    function activityCount() external view returns (uint256);
    function stakeCount() external view returns (uint256);
    function getActivity(uint256 activityId) external view returns (ActivityInfo memory);
    function getStake(uint256 stakeId) external view returns (StakeInfo memory);
    /// @notice Unclaimed reward of a stake up to now.
    function earned(uint256 stakeId) external view returns (uint256);
    /// @notice earned(stakeId) if the stake is active and unlocked, else 0.
    function claimable(uint256 stakeId) external view returns (uint256);
    /// @notice Reward per staked unit (scaled by 1e18) up to now.
    function rewardPerToken(uint256 activityId) external view returns (uint256);
    function isEligible(uint256 activityId, address collection) external view returns (bool);
    /// @notice The active stake of an ERC-721 token, 0 if it is not staked.
    function erc721StakeId(address collection, uint256 tokenId) external view returns (uint256);
    /// @notice The staker's active stake of an ERC-1155 token in an activity, 0 if none.
    function erc1155StakeId(uint256 activityId, address staker, address collection, uint256 tokenId)
        external
        view
        returns (uint256);
}
