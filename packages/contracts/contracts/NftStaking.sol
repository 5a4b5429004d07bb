// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {IERC1155Receiver} from "@openzeppelin/contracts/token/ERC1155/IERC1155Receiver.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {INftStaking} from "./interfaces/INftStaking.sol";

/// @title NFT staking with live, on-chain rewards
/// @notice See INftStaking for the rules; docs/decisions/040-nft-staking-contract.md for the design and
///         docs/security.md rows 10 and 15 for the threats and the tests that answer them.
/// @dev    Accounting, per activity, in units scaled by PRECISION ("scaled"):
///         - released(t) = rewardAmount * (min(t, end) - start) / (end - start): the reward the period has let
///           go by time t; released(end) == rewardAmount exactly, so no rate rounding is lost.
///         - at each update, delta = released(now) - released(lastUpdate). With nothing staked it is
///           unallocated. Otherwise rewardPerToken grows by (delta * PRECISION + carry) / totalStaked and the
///           remainder of that division is kept in `carry`, to be handed out by the next update.
///         - settling a stake turns amount * (rewardPerToken - paidPerToken) into whole reward units for the
///           stake; the remainder of the division by PRECISION is kept in `dust`, and every whole unit of dust
///           becomes unallocated. When the last stake leaves, `carry` joins `dust`.
///         So, exactly: rewardAmount * PRECISION == (remaining + paid + unallocated + withdrawn + sum of the
///         stakes' settled rewards) * PRECISION + sum of the stakes' unsettled scaled rewards + carry + dust;
///         once the period is over and nothing is staked, paid + unallocated + withdrawn == rewardAmount.
contract NftStaking is INftStaking, AccessControl, ReentrancyGuard, IERC721Receiver, IERC1155Receiver {
    using SafeERC20 for IERC20;

    /// @notice May create activities and withdraw their unallocated reward after the end.
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");

    uint256 public constant PRECISION = 1e18;
    uint256 public constant MAX_COLLECTIONS = 32;
    uint64 public constant MAX_LOCK_PERIOD = 3650 days;
    /// @dev Bounds rewardAmount and totalStaked so that no product in the accounting can overflow (which would
    ///      make an unstake revert and hold the NFT).
    uint256 private constant MAX_UNITS = type(uint128).max;

    struct Activity {
        address rewardToken;
        uint64 startTime;
        uint64 endTime;
        uint64 lockPeriod;
        uint64 lastUpdate;
        uint256 rewardAmount;
        uint256 maxStaked;
        uint256 totalStaked;
        uint256 rewardPerTokenStored;
        uint256 carry;
        uint256 dust;
        uint256 paid;
        uint256 unallocated;
        uint256 withdrawn;
        address[] collections;
    }

    struct Stake {
        address staker;
        uint64 stakedAt;
        uint64 unlockAt;
        TokenStandard standard;
        bool active;
        address collection;
        uint256 activityId;
        uint256 tokenId;
        uint256 amount;
        uint256 rewardPerTokenPaid;
        uint256 rewards;
        uint256 claimed;
    }

    uint256 private _activityCount;
    uint256 private _stakeCount;
    mapping(uint256 activityId => Activity) private _activities;
    mapping(uint256 activityId => mapping(address collection => bool)) private _eligible;
    mapping(uint256 stakeId => Stake) private _stakes;
    /// @dev keccak256(collection, tokenId) for ERC-721, keccak256(activityId, staker, collection, tokenId) for
    ///      ERC-1155 => the active stake id.
    mapping(bytes32 key => uint256 stakeId) private _activeStake;

    constructor(address admin) {
        if (admin == address(0)) revert ZeroAddress();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(OPERATOR_ROLE, admin);
    }

    // ---------------------------------------------------------------- operators

    /// @inheritdoc INftStaking
    function createActivity(
        address[] calldata collections,
        address rewardToken,
        uint256 rewardAmount,
        uint64 startTime,
        uint64 endTime,
        uint64 lockPeriod,
        uint256 maxStaked
    ) external onlyRole(OPERATOR_ROLE) nonReentrant returns (uint256 activityId) {
        if (
            collections.length == 0 || collections.length > MAX_COLLECTIONS || rewardToken == address(0)
                || rewardAmount == 0 || rewardAmount > MAX_UNITS || endTime <= startTime || endTime <= block.timestamp
                || lockPeriod > MAX_LOCK_PERIOD
        ) revert InvalidActivity();

        activityId = ++_activityCount;
        Activity storage a = _activities[activityId];
        for (uint256 i; i < collections.length; ++i) {
            address collection = collections[i];
            if (collection == address(0) || _eligible[activityId][collection]) revert InvalidActivity();
            _eligible[activityId][collection] = true;
        }
        a.rewardToken = rewardToken;
        a.startTime = startTime;
        a.endTime = endTime;
        a.lockPeriod = lockPeriod;
        a.lastUpdate = startTime;
        a.rewardAmount = rewardAmount;
        a.maxStaked = maxStaked;
        a.collections = collections;
        emit ActivityCreated(
            activityId, msg.sender, rewardToken, collections, rewardAmount, startTime, endTime, lockPeriod, maxStaked
        );

        // A notified reward is always funded: exactly rewardAmount must arrive (no fee-on-transfer tokens).
        IERC20 token = IERC20(rewardToken);
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), rewardAmount);
        if (token.balanceOf(address(this)) - before != rewardAmount) revert UnsupportedRewardToken(rewardToken);
    }

    /// @inheritdoc INftStaking
    function withdrawUnallocated(uint256 activityId, address to)
        external
        onlyRole(OPERATOR_ROLE)
        nonReentrant
        returns (uint256 amount)
    {
        if (to == address(0)) revert ZeroAddress();
        Activity storage a = _activity(activityId);
        if (block.timestamp < a.endTime) revert ActivityNotEnded(activityId);
        _update(a);
        amount = a.unallocated;
        if (amount == 0) revert NothingToWithdraw(activityId);
        a.unallocated = 0;
        a.withdrawn += amount;
        emit UnallocatedWithdrawn(activityId, to, amount);
        IERC20(a.rewardToken).safeTransfer(to, amount);
    }

    // ---------------------------------------------------------------- staking (receive hooks)

    /// @notice Stakes the ERC-721 token just sent; `data` is abi.encode(uint256 activityId).
    function onERC721Received(address, address from, uint256 tokenId, bytes calldata data)
        external
        nonReentrant
        returns (bytes4)
    {
        uint256 activityId = _decodeActivity(data);
        bytes32 key = keccak256(abi.encode(msg.sender, tokenId));
        if (_activeStake[key] != 0) revert AlreadyStaked(msg.sender, tokenId);
        // A call that did not come with the token (a collection calling the hook on its own) stakes nothing.
        if (IERC721(msg.sender).ownerOf(tokenId) != address(this)) revert TokenNotReceived(msg.sender, tokenId);
        _stake(activityId, from, msg.sender, tokenId, 1, TokenStandard.ERC721, key);
        return IERC721Receiver.onERC721Received.selector;
    }

    /// @notice Stakes the ERC-1155 tokens just sent; `data` is abi.encode(uint256 activityId).
    function onERC1155Received(address, address from, uint256 id, uint256 amount, bytes calldata data)
        external
        nonReentrant
        returns (bytes4)
    {
        _stake1155(_decodeActivity(data), from, id, amount);
        return IERC1155Receiver.onERC1155Received.selector;
    }

    /// @notice Stakes each (id, amount) of the batch into the activity in `data`, one stake each.
    function onERC1155BatchReceived(
        address,
        address from,
        uint256[] calldata ids,
        uint256[] calldata amounts,
        bytes calldata data
    ) external nonReentrant returns (bytes4) {
        uint256 activityId = _decodeActivity(data);
        for (uint256 i; i < ids.length; ++i) {
            _stake1155(activityId, from, ids[i], amounts[i]);
        }
        return IERC1155Receiver.onERC1155BatchReceived.selector;
    }

    // ---------------------------------------------------------------- holders

    /// @inheritdoc INftStaking
    function claim(uint256 stakeId) external nonReentrant returns (uint256 reward) {
        reward = _claim(stakeId);
        if (reward == 0) revert NothingToClaim();
    }

    /// @inheritdoc INftStaking
    function claimMany(uint256[] calldata stakeIds) external nonReentrant returns (uint256 reward) {
        for (uint256 i; i < stakeIds.length; ++i) {
            reward += _claim(stakeIds[i]);
        }
        if (reward == 0) revert NothingToClaim();
    }

    /// @inheritdoc INftStaking
    function unstake(uint256 stakeId) external nonReentrant returns (uint256 reward, uint256 forfeited) {
        return _unstake(stakeId);
    }

    /// @inheritdoc INftStaking
    function unstakeMany(uint256[] calldata stakeIds)
        external
        nonReentrant
        returns (uint256 reward, uint256 forfeited)
    {
        for (uint256 i; i < stakeIds.length; ++i) {
            (uint256 paid, uint256 lost) = _unstake(stakeIds[i]);
            reward += paid;
            forfeited += lost;
        }
    }

    // ---------------------------------------------------------------- views

    /// @inheritdoc INftStaking
    function activityCount() external view returns (uint256) {
        return _activityCount;
    }

    /// @inheritdoc INftStaking
    function stakeCount() external view returns (uint256) {
        return _stakeCount;
    }

    /// @inheritdoc INftStaking
    function getActivity(uint256 activityId) external view returns (ActivityInfo memory info) {
        Activity storage a = _activity(activityId);
        (uint256 rewardPerToken_, uint256 unallocated) = _preview(a);
        info = ActivityInfo({
            rewardToken: a.rewardToken,
            startTime: a.startTime,
            endTime: a.endTime,
            lockPeriod: a.lockPeriod,
            rewardAmount: a.rewardAmount,
            maxStaked: a.maxStaked,
            totalStaked: a.totalStaked,
            rewardPerToken: rewardPerToken_,
            paid: a.paid,
            unallocated: unallocated,
            withdrawn: a.withdrawn,
            remaining: a.rewardAmount - _released(a, block.timestamp),
            collections: a.collections
        });
    }

    /// @inheritdoc INftStaking
    function getStake(uint256 stakeId) external view returns (StakeInfo memory info) {
        Stake storage s = _stakeOf(stakeId);
        info = StakeInfo({
            staker: s.staker,
            activityId: s.activityId,
            collection: s.collection,
            tokenId: s.tokenId,
            amount: s.amount,
            standard: s.standard,
            stakedAt: s.stakedAt,
            unlockAt: s.unlockAt,
            active: s.active,
            earned: _earned(s),
            claimed: s.claimed
        });
    }

    /// @inheritdoc INftStaking
    function earned(uint256 stakeId) external view returns (uint256) {
        return _earned(_stakeOf(stakeId));
    }

    /// @inheritdoc INftStaking
    function claimable(uint256 stakeId) external view returns (uint256) {
        Stake storage s = _stakeOf(stakeId);
        if (!s.active || block.timestamp < s.unlockAt) return 0;
        return _earned(s);
    }

    /// @inheritdoc INftStaking
    function rewardPerToken(uint256 activityId) external view returns (uint256 value) {
        (value,) = _preview(_activity(activityId));
    }

    /// @inheritdoc INftStaking
    function isEligible(uint256 activityId, address collection) external view returns (bool) {
        return _eligible[activityId][collection];
    }

    /// @inheritdoc INftStaking
    function erc721StakeId(address collection, uint256 tokenId) external view returns (uint256) {
        return _activeStake[keccak256(abi.encode(collection, tokenId))];
    }

    /// @inheritdoc INftStaking
    function erc1155StakeId(uint256 activityId, address staker, address collection, uint256 tokenId)
        external
        view
        returns (uint256)
    {
        return _activeStake[keccak256(abi.encode(activityId, staker, collection, tokenId))];
    }

    function supportsInterface(bytes4 interfaceId)
        public
        view
        override(AccessControl, IERC165)
        returns (bool)
    {
        return interfaceId == type(IERC721Receiver).interfaceId || interfaceId == type(IERC1155Receiver).interfaceId
            || super.supportsInterface(interfaceId);
    }

    // ---------------------------------------------------------------- internals

    function _decodeActivity(bytes calldata data) private pure returns (uint256) {
        if (data.length != 32) revert InvalidStakeData();
        return abi.decode(data, (uint256));
    }

    function _stake1155(uint256 activityId, address from, uint256 id, uint256 amount) private {
        bytes32 key = keccak256(abi.encode(activityId, from, msg.sender, id));
        if (_activeStake[key] != 0) revert AlreadyStaked(msg.sender, id);
        _stake(activityId, from, msg.sender, id, amount, TokenStandard.ERC1155, key);
    }

    function _stake(
        uint256 activityId,
        address staker,
        address collection,
        uint256 tokenId,
        uint256 amount,
        TokenStandard standard,
        bytes32 key
    ) private {
        if (staker == address(0)) revert ZeroAddress();
        if (amount == 0) revert ZeroAmount();
        Activity storage a = _activity(activityId);
        if (block.timestamp < a.startTime || block.timestamp >= a.endTime) revert ActivityNotRunning(activityId);
        if (!_eligible[activityId][collection]) revert CollectionNotEligible(activityId, collection);
        uint256 totalStaked = a.totalStaked + amount;
        if (a.maxStaked != 0 && totalStaked > a.maxStaked) revert StakeCapExceeded(activityId, a.maxStaked);
        if (totalStaked > MAX_UNITS) revert StakeCapExceeded(activityId, MAX_UNITS);

        _update(a);
        uint256 stakeId = ++_stakeCount;
        uint64 unlockAt = uint64(block.timestamp) + a.lockPeriod;
        Stake storage s = _stakes[stakeId];
        s.staker = staker;
        s.stakedAt = uint64(block.timestamp);
        s.unlockAt = unlockAt;
        s.standard = standard;
        s.active = true;
        s.collection = collection;
        s.activityId = activityId;
        s.tokenId = tokenId;
        s.amount = amount;
        s.rewardPerTokenPaid = a.rewardPerTokenStored;
        a.totalStaked = totalStaked;
        _activeStake[key] = stakeId;
        emit Staked(stakeId, activityId, staker, collection, tokenId, amount, standard, unlockAt);
    }

    /// @dev Effects for one stake, then its reward transfer (the caller holds the reentrancy lock).
    function _claim(uint256 stakeId) private returns (uint256 reward) {
        Stake storage s = _ownActiveStake(stakeId);
        if (block.timestamp < s.unlockAt) revert StakeLocked(stakeId, s.unlockAt);
        Activity storage a = _activities[s.activityId];
        _update(a);
        _settle(a, s);
        reward = s.rewards;
        if (reward == 0) return 0;
        s.rewards = 0;
        s.claimed += reward;
        a.paid += reward;
        emit Claimed(stakeId, s.activityId, s.staker, a.rewardToken, reward);
        IERC20(a.rewardToken).safeTransfer(s.staker, reward);
    }

    /// @dev Effects (stake closed, totals, reward paid or forfeited), then the reward and the NFT go out.
    function _unstake(uint256 stakeId) private returns (uint256 reward, uint256 forfeited) {
        Stake storage s = _ownActiveStake(stakeId);
        uint256 activityId = s.activityId;
        Activity storage a = _activities[activityId];
        _update(a);
        _settle(a, s);

        s.active = false;
        bytes32 key = s.standard == TokenStandard.ERC721
            ? keccak256(abi.encode(s.collection, s.tokenId))
            : keccak256(abi.encode(activityId, s.staker, s.collection, s.tokenId));
        delete _activeStake[key];
        a.totalStaked -= s.amount;
        if (a.totalStaked == 0 && a.carry != 0) {
            // Nobody is left to receive the undistributed remainder: it becomes dust (then unallocated).
            a.dust += a.carry;
            a.carry = 0;
            _foldDust(a);
        }

        uint256 owed = s.rewards;
        s.rewards = 0;
        if (block.timestamp >= s.unlockAt) {
            reward = owed;
            s.claimed += reward;
            a.paid += reward;
        } else {
            forfeited = owed;
            a.unallocated += forfeited;
        }

        address staker = s.staker;
        if (reward != 0) emit Claimed(stakeId, activityId, staker, a.rewardToken, reward);
        emit Unstaked(stakeId, activityId, staker, s.collection, s.tokenId, s.amount, forfeited);

        if (reward != 0) IERC20(a.rewardToken).safeTransfer(staker, reward);
        if (s.standard == TokenStandard.ERC721) {
            IERC721(s.collection).safeTransferFrom(address(this), staker, s.tokenId);
        } else {
            IERC1155(s.collection).safeTransferFrom(address(this), staker, s.tokenId, s.amount, "");
        }
    }

    function _activity(uint256 activityId) private view returns (Activity storage a) {
        a = _activities[activityId];
        if (a.rewardToken == address(0)) revert UnknownActivity(activityId);
    }

    function _stakeOf(uint256 stakeId) private view returns (Stake storage s) {
        s = _stakes[stakeId];
        if (s.staker == address(0)) revert UnknownStake(stakeId);
    }

    function _ownActiveStake(uint256 stakeId) private view returns (Stake storage s) {
        s = _stakeOf(stakeId);
        if (s.staker != msg.sender) revert NotStaker(stakeId, msg.sender);
        if (!s.active) revert NotStaked(stakeId);
    }

    /// @dev The reward the period has released by time t (0 before the start, all of it from the end on).
    function _released(Activity storage a, uint256 t) private view returns (uint256) {
        if (t <= a.startTime) return 0;
        if (t >= a.endTime) return a.rewardAmount;
        return a.rewardAmount * (t - a.startTime) / (a.endTime - a.startTime);
    }

    /// @dev What _update would do now, without doing it: (rewardPerTokenStored', carry', unallocated').
    function _pending(Activity storage a) private view returns (uint256, uint256, uint256) {
        uint256 rewardPerToken_ = a.rewardPerTokenStored;
        uint256 carry = a.carry;
        uint256 unallocated = a.unallocated;
        if (block.timestamp > a.lastUpdate) {
            uint256 delta = _released(a, block.timestamp) - _released(a, a.lastUpdate);
            if (a.totalStaked == 0) {
                unallocated += delta;
            } else if (delta != 0) {
                uint256 scaled = delta * PRECISION + carry;
                rewardPerToken_ += scaled / a.totalStaked;
                carry = scaled % a.totalStaked;
            }
        }
        return (rewardPerToken_, carry, unallocated);
    }

    function _preview(Activity storage a) private view returns (uint256 rewardPerToken_, uint256 unallocated) {
        (rewardPerToken_,, unallocated) = _pending(a);
    }

    function _update(Activity storage a) private {
        if (block.timestamp <= a.lastUpdate) return;
        (a.rewardPerTokenStored, a.carry, a.unallocated) = _pending(a);
        a.lastUpdate = uint64(block.timestamp);
    }

    /// @dev Moves the stake's accrued reward into whole units (s.rewards); the fraction goes to the dust.
    function _settle(Activity storage a, Stake storage s) private {
        uint256 scaled = s.amount * (a.rewardPerTokenStored - s.rewardPerTokenPaid);
        s.rewardPerTokenPaid = a.rewardPerTokenStored;
        if (scaled == 0) return;
        s.rewards += scaled / PRECISION;
        uint256 fraction = scaled % PRECISION;
        if (fraction != 0) {
            a.dust += fraction;
            _foldDust(a);
        }
    }

    function _foldDust(Activity storage a) private {
        if (a.dust >= PRECISION) {
            a.unallocated += a.dust / PRECISION;
            a.dust %= PRECISION;
        }
    }

    function _earned(Stake storage s) private view returns (uint256) {
        if (!s.active) return 0;
        (uint256 rewardPerToken_,) = _preview(_activities[s.activityId]);
        return s.rewards + s.amount * (rewardPerToken_ - s.rewardPerTokenPaid) / PRECISION;
    }
}
