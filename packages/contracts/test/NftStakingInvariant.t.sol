// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {NftStaking} from "../contracts/NftStaking.sol";
import {INftStaking} from "../contracts/interfaces/INftStaking.sol";
import {MockERC1155, MockERC721, MockRewardToken} from "./helpers/StakingMocks.sol";
import {TestBase} from "./utils/TestBase.sol";

/// @dev Drives the staking contract the way holders and operators do: several accounts stake ERC-721 and
///      ERC-1155 tokens, unstake, claim, operators create activities and withdraw, and time jumps. Alongside,
///      it keeps its own model of what each stake has accrued (each interval's released reward shared by
///      staked units, with no reward-per-token), so the invariants compare the contract with an independent
///      computation (docs/security.md row 15).
contract StakingHandler is TestBase {
    uint256 internal constant P = 1e18;
    uint256 internal constant ACTORS = 3;
    uint256 internal constant TOKENS_PER_ACTOR = 4;
    uint256 internal constant MAX_ACTIVITIES = 4;

    NftStaking public immutable staking;
    MockRewardToken public immutable reward;
    MockERC721 public immutable nft;
    MockERC1155 public immutable editions;
    address[ACTORS] public actors;

    uint256 public currentTime;
    uint256 public calls;
    uint256[] public activityIds;
    uint256[] public stakeIds;

    struct ModelActivity {
        uint256 funded;
        uint256 start;
        uint256 end;
        uint256 lastTime;
        uint256 totalStaked;
        uint256 lastRewardPerToken;
    }

    /// @dev The handler's own record of each stake, so the model does not read the contract under test.
    struct GhostStake {
        uint256 activityId;
        address staker;
        uint256 amount;
        bool active;
    }

    mapping(uint256 activityId => ModelActivity) public model;
    mapping(uint256 stakeId => GhostStake) public ghost;
    mapping(uint256 stakeId => uint256) public modelScaled;
    mapping(uint256 stakeId => uint256) public paidToStake;
    mapping(uint256 stakeId => uint256) public forfeitedByStake;
    mapping(address actor => uint256) public paidToActor;
    mapping(address actor => uint256) public modelScaledOfActor;

    constructor(NftStaking staking_, MockRewardToken reward_, MockERC721 nft_, MockERC1155 editions_, uint256 t0) {
        staking = staking_;
        reward = reward_;
        nft = nft_;
        editions = editions_;
        currentTime = t0;
        reward.approve(address(staking), type(uint256).max);
        for (uint256 i; i < ACTORS; ++i) {
            address actor = address(uint160(0xA11CE + i));
            actors[i] = actor;
            for (uint256 t; t < TOKENS_PER_ACTOR; ++t) {
                nft.mint(actor, i * 100 + t);
            }
            editions.mint(actor, 1, 1_000);
            editions.mint(actor, 2, 1_000);
        }
    }

    modifier step() {
        vm.warp(currentTime);
        calls++;
        _accrueModel();
        _;
        _checkRewardPerTokenMonotonic();
    }

    // ------------------------------------------------------------ actions

    function createActivity(uint256 amountSeed, uint256 durationSeed, uint256 lockSeed, uint256 capSeed)
        external
        step
    {
        if (activityIds.length >= MAX_ACTIVITIES) return;
        // Odd amounts and durations so that every division leaves a remainder.
        uint256 amount = bound(amountSeed, 1, 1e27);
        uint256 duration = bound(durationSeed, 7, 3 days);
        uint64 lock = uint64(bound(lockSeed, 0, 1 days));
        uint256 cap = capSeed % 3 == 0 ? bound(capSeed, 1, 40) : 0;
        address[] memory list = new address[](2);
        list[0] = address(nft);
        list[1] = address(editions);
        reward.mint(address(this), amount);
        uint256 id = staking.createActivity(
            list, address(reward), amount, uint64(currentTime), uint64(currentTime + duration), lock, cap
        );
        activityIds.push(id);
        model[id] = ModelActivity({
            funded: amount,
            start: currentTime,
            end: currentTime + duration,
            lastTime: currentTime,
            totalStaked: 0,
            lastRewardPerToken: 0
        });
    }

    function stake721(uint256 actorSeed, uint256 tokenSeed, uint256 activitySeed) external step {
        (bool ok, uint256 id) = _runningActivity(activitySeed);
        if (!ok) return;
        uint256 a = actorSeed % ACTORS;
        address actor = actors[a];
        uint256 tokenId = a * 100 + (tokenSeed % TOKENS_PER_ACTOR);
        if (nft.ownerOf(tokenId) != actor) return; // staked already
        if (!_fitsCap(id, 1)) return;
        vm.prank(actor);
        nft.safeTransferFrom(actor, address(staking), tokenId, abi.encode(id));
        _recordStake(id, actor, 1);
    }

    function stake1155(uint256 actorSeed, uint256 idSeed, uint256 amountSeed, uint256 activitySeed) external step {
        (bool ok, uint256 id) = _runningActivity(activitySeed);
        if (!ok) return;
        address actor = actors[actorSeed % ACTORS];
        uint256 tokenId = 1 + (idSeed % 2);
        if (staking.erc1155StakeId(id, actor, address(editions), tokenId) != 0) return;
        uint256 amount = bound(amountSeed, 1, 20);
        if (!_fitsCap(id, amount)) return;
        vm.prank(actor);
        editions.safeTransferFrom(actor, address(staking), tokenId, amount, abi.encode(id));
        _recordStake(id, actor, amount);
    }

    function unstake(uint256 stakeSeed) external step {
        (bool ok, uint256 stakeId) = _activeStake(stakeSeed);
        if (!ok) return;
        INftStaking.StakeInfo memory s = staking.getStake(stakeId);
        uint256 owed = staking.earned(stakeId);
        uint256 before = reward.balanceOf(s.staker);
        vm.prank(s.staker);
        (uint256 paid, uint256 forfeited) = staking.unstake(stakeId);
        vm.assertEq(paid + forfeited, owed, "unstake settles exactly what was earned");
        vm.assertEq(reward.balanceOf(s.staker) - before, paid, "paid what it says");
        if (currentTime < s.unlockAt) vm.assertEq(paid, 0, "nothing paid before the lock ends");
        else vm.assertEq(forfeited, 0, "nothing forfeited after the lock");
        _recordPayment(stakeId, s.staker, paid);
        forfeitedByStake[stakeId] = forfeited;
        ghost[stakeId].active = false;
        model[s.activityId].totalStaked -= s.amount;
    }

    function claim(uint256 stakeSeed) external step {
        (bool ok, uint256 stakeId) = _activeStake(stakeSeed);
        if (!ok) return;
        INftStaking.StakeInfo memory s = staking.getStake(stakeId);
        uint256 owed = staking.earned(stakeId);
        if (currentTime < s.unlockAt || owed == 0) return;
        vm.prank(s.staker);
        uint256 paid = staking.claim(stakeId);
        vm.assertEq(paid, owed, "claim pays what was earned");
        vm.assertEq(staking.earned(stakeId), 0, "nothing owed right after a claim");
        _recordPayment(stakeId, s.staker, paid);
    }

    function withdrawUnallocated(uint256 activitySeed) external step {
        if (activityIds.length == 0) return;
        uint256 id = activityIds[activitySeed % activityIds.length];
        if (currentTime < model[id].end || staking.getActivity(id).unallocated == 0) return;
        staking.withdrawUnallocated(id, address(this));
    }

    function warp(uint256 secondsSeed) external step {
        currentTime += bound(secondsSeed, 1, 12 hours);
        vm.warp(currentTime);
        _accrueModel();
    }

    // ------------------------------------------------------------ model

    function activityCount() external view returns (uint256) {
        return activityIds.length;
    }

    function stakeCount() external view returns (uint256) {
        return stakeIds.length;
    }

    function actorCount() external pure returns (uint256) {
        return ACTORS;
    }

    function released(uint256 id, uint256 t) public view returns (uint256) {
        ModelActivity storage m = model[id];
        if (t <= m.start) return 0;
        if (t >= m.end) return m.funded;
        return m.funded * (t - m.start) / (m.end - m.start);
    }

    /// @dev Each interval since the last action: its released reward shared by the units staked through it.
    function _accrueModel() internal {
        for (uint256 i; i < activityIds.length; ++i) {
            uint256 id = activityIds[i];
            ModelActivity storage m = model[id];
            if (currentTime <= m.lastTime) continue;
            uint256 delta = released(id, currentTime) - released(id, m.lastTime);
            m.lastTime = currentTime;
            if (delta == 0 || m.totalStaked == 0) continue;
            for (uint256 j; j < stakeIds.length; ++j) {
                GhostStake storage g = ghost[stakeIds[j]];
                if (!g.active || g.activityId != id) continue;
                uint256 share = delta * P * g.amount / m.totalStaked;
                modelScaled[stakeIds[j]] += share;
                modelScaledOfActor[g.staker] += share;
            }
        }
    }

    function _checkRewardPerTokenMonotonic() internal {
        for (uint256 i; i < activityIds.length; ++i) {
            uint256 id = activityIds[i];
            uint256 rewardPerToken = staking.rewardPerToken(id);
            vm.assertTrue(rewardPerToken >= model[id].lastRewardPerToken, "reward per token never decreases");
            model[id].lastRewardPerToken = rewardPerToken;
        }
    }

    function _recordStake(uint256 id, address actor, uint256 amount) internal {
        uint256 stakeId = staking.stakeCount();
        stakeIds.push(stakeId);
        ghost[stakeId] = GhostStake({activityId: id, staker: actor, amount: amount, active: true});
        model[id].totalStaked += amount;
    }

    function _recordPayment(uint256 stakeId, address staker, uint256 paid) internal {
        paidToStake[stakeId] += paid;
        paidToActor[staker] += paid;
    }

    function _runningActivity(uint256 seed) internal view returns (bool, uint256) {
        if (activityIds.length == 0) return (false, 0);
        uint256 id = activityIds[seed % activityIds.length];
        ModelActivity storage m = model[id];
        return (currentTime >= m.start && currentTime < m.end, id);
    }

    function _fitsCap(uint256 id, uint256 amount) internal view returns (bool) {
        INftStaking.ActivityInfo memory info = staking.getActivity(id);
        return info.maxStaked == 0 || info.totalStaked + amount <= info.maxStaked;
    }

    function _activeStake(uint256 seed) internal view returns (bool, uint256) {
        uint256 n = stakeIds.length;
        for (uint256 k; k < n; ++k) {
            uint256 stakeId = stakeIds[(seed % n + k) % n];
            if (ghost[stakeId].active) return (true, stakeId);
        }
        return (false, 0);
    }
}

/// @dev docs/security.md row 15: the reward accounting invariants, over random sequences of the handler's actions.
contract NftStakingInvariantTest is TestBase {
    uint256 internal constant P = 1e18;
    NftStaking internal staking;
    MockRewardToken internal reward;
    MockERC721 internal nft;
    MockERC1155 internal editions;
    StakingHandler internal handler;

    function setUp() public {
        vm.warp(1_800_000_000);
        staking = new NftStaking(address(this));
        reward = new MockRewardToken();
        nft = new MockERC721();
        editions = new MockERC1155();
        handler = new StakingHandler(staking, reward, nft, editions, 1_800_000_000);
        staking.grantRole(staking.OPERATOR_ROLE(), address(handler));
        handler.createActivity(1e24 + 7, 2 days + 13, 6 hours, 1); // one running from the start
    }

    /// @dev forge reads the fuzzing targets from this function (forge-std's StdInvariant does the same).
    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    struct Totals {
        uint256 staked;
        uint256 owed;
        uint256 active;
    }

    /// @dev One campaign checks them all (forge runs a campaign per invariant function; one keeps CI short),
    ///      in one pass over the stakes:
    ///      - the sum of the stakes of an activity == its total staked, and the contract holds every staked token;
    ///      - paid + owed + unallocated (+ withdrawn + not yet released) == funded, up to a dust bounded by the
    ///        number of active stakes; exact once the period is over and nothing is staked; the contract's
    ///        reward balance is exactly what the activities still hold;
    ///      - no stake and no account has received more than it accrued by the handler's own model (one unit of
    ///        rounding), and no stake is short by more than the rounding of its settlements (its accrual is what
    ///        it was paid, forfeited and is still owed);
    ///      - reward per token never decreases (checked by the handler after every call too).
    function invariant_stakingAccounting() public {
        vm.warp(handler.currentTime());
        uint256 activities = handler.activityCount();
        Totals[] memory totals = new Totals[](activities + 1);
        uint256 nfts;
        uint256 heldEditions;
        uint256 slack = handler.calls() + 2;
        for (uint256 j; j < handler.stakeCount(); ++j) {
            uint256 stakeId = handler.stakeIds(j);
            INftStaking.StakeInfo memory s = staking.getStake(stakeId);
            uint256 got = handler.paidToStake(stakeId) + handler.forfeitedByStake(stakeId) + s.earned;
            uint256 accrued = handler.modelScaled(stakeId);
            vm.assertTrue(got * P <= accrued + P, "a stake never gets more than it accrued");
            vm.assertTrue(accrued / P <= got + slack, "a stake is never short beyond rounding");
            if (!s.active) continue;
            Totals memory t = totals[s.activityId];
            t.staked += s.amount;
            t.owed += s.earned;
            t.active++;
            if (s.standard == INftStaking.TokenStandard.ERC721) {
                vm.assertEq(nft.ownerOf(s.tokenId), address(staking), "staked NFT held");
                vm.assertEq(staking.erc721StakeId(address(nft), s.tokenId), stakeId, "lookup");
                nfts++;
            } else {
                heldEditions += s.amount;
            }
        }
        vm.assertEq(nft.balanceOf(address(staking)), nfts, "no stray NFTs");
        vm.assertEq(
            editions.balanceOf(address(staking), 1) + editions.balanceOf(address(staking), 2),
            heldEditions,
            "no stray editions"
        );

        uint256 held;
        for (uint256 i; i < activities; ++i) {
            uint256 id = handler.activityIds(i);
            INftStaking.ActivityInfo memory info = staking.getActivity(id);
            Totals memory t = totals[id];
            vm.assertEq(info.totalStaked, t.staked, "sum of stakes == total staked");
            uint256 accounted = info.paid + t.owed + info.unallocated + info.withdrawn + info.remaining;
            vm.assertTrue(accounted <= info.rewardAmount, "never more than funded");
            vm.assertTrue(info.rewardAmount - accounted <= t.active + 1, "dust bounded by the active stakes");
            if (info.totalStaked == 0 && block.timestamp >= info.endTime) {
                vm.assertEq(info.paid + info.unallocated + info.withdrawn, info.rewardAmount, "exact at the close");
            }
            held += info.rewardAmount - info.paid - info.withdrawn;
            (,,,,, uint256 lastRewardPerToken) = handler.model(id);
            vm.assertTrue(info.rewardPerToken >= lastRewardPerToken, "reward per token never decreases");
        }
        vm.assertEq(reward.balanceOf(address(staking)), held, "balance == funded - paid - withdrawn");

        for (uint256 k; k < handler.actorCount(); ++k) {
            address actor = handler.actors(k);
            vm.assertEq(reward.balanceOf(actor), handler.paidToActor(actor), "balance == payments");
            vm.assertTrue(
                handler.paidToActor(actor) * P <= handler.modelScaledOfActor(actor) + handler.stakeCount() * P,
                "an account never claims more than it accrued"
            );
        }
    }
}
