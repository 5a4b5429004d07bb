// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {NftStaking} from "../contracts/NftStaking.sol";
import {INftStaking} from "../contracts/interfaces/INftStaking.sol";
import {
    FeeOnTransferToken, LyingERC721, MockERC1155, MockERC721, MockRewardToken
} from "./helpers/StakingMocks.sol";
import {TestBase} from "./utils/TestBase.sol";

/// @dev Every rule of the staking contract (docs/decisions/040-nft-staking-contract.md; docs/security.md row 15).
contract NftStakingTest is TestBase {
    NftStaking internal staking;
    MockRewardToken internal reward;
    MockERC721 internal nft;
    MockERC1155 internal editions;
    address internal alice;
    address internal bob;
    address internal outsider;

    uint64 internal constant T0 = 1_800_000_000;
    uint64 internal constant DAY = 1 days;

    function setUp() public {
        vm.warp(T0);
        staking = new NftStaking(address(this));
        reward = new MockRewardToken();
        nft = new MockERC721();
        editions = new MockERC1155();
        alice = makeAddr("alice");
        bob = makeAddr("bob");
        outsider = makeAddr("outsider");
        reward.mint(address(this), 1e30);
        reward.approve(address(staking), type(uint256).max);
        for (uint256 id = 1; id <= 5; ++id) {
            nft.mint(alice, id);
            nft.mint(bob, id + 100);
        }
        editions.mint(alice, 7, 10);
        editions.mint(bob, 7, 10);
    }

    // ------------------------------------------------------------ helpers

    function _collections() internal view returns (address[] memory list) {
        list = new address[](2);
        list[0] = address(nft);
        list[1] = address(editions);
    }

    function _create(uint256 amount, uint64 start, uint64 end, uint64 lock, uint256 cap) internal returns (uint256) {
        return staking.createActivity(_collections(), address(reward), amount, start, end, lock, cap);
    }

    /// @dev 10 days from now, lock 2 days, no cap, 1000 tokens.
    function _standard() internal returns (uint256) {
        return _create(1000e18, T0, T0 + 10 * DAY, 2 * DAY, 0);
    }

    function _stake721(address who, uint256 tokenId, uint256 activityId) internal returns (uint256) {
        vm.prank(who);
        nft.safeTransferFrom(who, address(staking), tokenId, abi.encode(activityId));
        return staking.stakeCount();
    }

    function _stake1155(address who, uint256 amount, uint256 activityId) internal returns (uint256) {
        vm.prank(who);
        editions.safeTransferFrom(who, address(staking), 7, amount, abi.encode(activityId));
        return staking.stakeCount();
    }

    function _approxEq(uint256 a, uint256 b, uint256 tolerance, string memory what) internal pure {
        vm.assertTrue(a >= b ? a - b <= tolerance : b - a <= tolerance, what);
    }

    // ------------------------------------------------------------ creating activities

    function test_createActivity_pullsTheRewardAndEmitsEveryParameter() public {
        uint256 before = reward.balanceOf(address(this));
        vm.expectEmit(true, true, true, true, address(staking));
        emit INftStaking.ActivityCreated(
            1, address(this), address(reward), _collections(), 500e18, T0 + 5, T0 + 100, 30, 3
        );
        uint256 id = _create(500e18, T0 + 5, T0 + 100, 30, 3);
        vm.assertEq(id, 1, "first id is 1");
        vm.assertEq(reward.balanceOf(address(staking)), 500e18, "funded at creation");
        vm.assertEq(before - reward.balanceOf(address(this)), 500e18, "pulled from the operator");
        INftStaking.ActivityInfo memory info = staking.getActivity(id);
        vm.assertEq(info.rewardAmount, 500e18, "amount");
        vm.assertEq(info.remaining, 500e18, "nothing released before the start");
        vm.assertEq(info.maxStaked, 3, "cap");
        vm.assertEq(info.collections.length, 2, "collections");
        vm.assertTrue(staking.isEligible(id, address(nft)), "eligible");
        vm.assertFalse(staking.isEligible(id, address(reward)), "not eligible");
    }

    function test_createActivity_onlyOperators() public {
        address[] memory list = _collections();
        bytes32 role = staking.OPERATOR_ROLE();
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, outsider, role)
        );
        vm.prank(outsider);
        staking.createActivity(list, address(reward), 1, T0, T0 + 10, 0, 0);

        staking.grantRole(role, outsider);
        reward.mint(outsider, 10);
        vm.startPrank(outsider);
        reward.approve(address(staking), 10);
        staking.createActivity(list, address(reward), 10, T0, T0 + 10, 0, 0);
        vm.stopPrank();
        vm.assertEq(staking.activityCount(), 1, "a granted operator creates");
    }

    function test_createActivity_refusesBadParameters() public {
        address[] memory list = _collections();
        address[] memory none = new address[](0);
        address[] memory twice = new address[](2);
        twice[0] = address(nft);
        twice[1] = address(nft);
        address[] memory zero = new address[](1);

        vm.expectRevert(INftStaking.InvalidActivity.selector);
        staking.createActivity(none, address(reward), 1, T0, T0 + 10, 0, 0);
        vm.expectRevert(INftStaking.InvalidActivity.selector);
        staking.createActivity(twice, address(reward), 1, T0, T0 + 10, 0, 0);
        vm.expectRevert(INftStaking.InvalidActivity.selector);
        staking.createActivity(zero, address(reward), 1, T0, T0 + 10, 0, 0);
        vm.expectRevert(INftStaking.InvalidActivity.selector);
        staking.createActivity(list, address(0), 1, T0, T0 + 10, 0, 0);
        vm.expectRevert(INftStaking.InvalidActivity.selector);
        staking.createActivity(list, address(reward), 0, T0, T0 + 10, 0, 0);
        vm.expectRevert(INftStaking.InvalidActivity.selector);
        staking.createActivity(list, address(reward), 1, T0 + 10, T0 + 10, 0, 0);
        vm.expectRevert(INftStaking.InvalidActivity.selector);
        staking.createActivity(list, address(reward), 1, T0 - 10, T0, 0, 0);
        vm.expectRevert(INftStaking.InvalidActivity.selector);
        staking.createActivity(list, address(reward), 1, T0, T0 + 10, 3651 days, 0);
        vm.expectRevert(INftStaking.InvalidActivity.selector);
        staking.createActivity(list, address(reward), uint256(type(uint128).max) + 1, T0, T0 + 10, 0, 0);
        vm.assertEq(staking.activityCount(), 0, "nothing created");
    }

    function test_createActivity_refusesAFeeOnTransferReward() public {
        FeeOnTransferToken fee = new FeeOnTransferToken();
        fee.mint(address(this), 1000);
        fee.approve(address(staking), 1000);
        vm.expectRevert(abi.encodeWithSelector(INftStaking.UnsupportedRewardToken.selector, address(fee)));
        staking.createActivity(_collections(), address(fee), 1000, T0, T0 + 10, 0, 0);
        vm.assertEq(staking.activityCount(), 0, "rolled back");
    }

    // ------------------------------------------------------------ staking

    function test_stake721_oneTransferRecordsTheStake() public {
        uint256 id = _standard();
        vm.warp(T0 + 1);
        vm.expectEmit(true, true, true, true, address(staking));
        emit INftStaking.Staked(1, id, alice, address(nft), 3, 1, INftStaking.TokenStandard.ERC721, T0 + 1 + 2 * DAY);
        uint256 stakeId = _stake721(alice, 3, id);
        vm.assertEq(nft.ownerOf(3), address(staking), "held by the contract");
        vm.assertEq(staking.erc721StakeId(address(nft), 3), stakeId, "lookup");
        INftStaking.StakeInfo memory s = staking.getStake(stakeId);
        vm.assertEq(s.staker, alice, "staker");
        vm.assertEq(s.amount, 1, "an ERC-721 counts 1");
        vm.assertEq(uint256(s.stakedAt), T0 + 1, "stakedAt");
        vm.assertEq(uint256(s.unlockAt), T0 + 1 + 2 * DAY, "unlockAt");
        vm.assertTrue(s.active, "active");
        vm.assertEq(staking.getActivity(id).totalStaked, 1, "total staked");
    }

    function test_stake1155_recordsTheAmount_andBatchMakesOneStakePerId() public {
        uint256 id = _standard();
        uint256 stakeId = _stake1155(alice, 4, id);
        vm.assertEq(staking.getStake(stakeId).amount, 4, "amount");
        vm.assertEq(staking.erc1155StakeId(id, alice, address(editions), 7), stakeId, "lookup");
        vm.assertEq(editions.balanceOf(address(staking), 7), 4, "held");

        editions.mint(bob, 8, 5);
        uint256[] memory ids = new uint256[](2);
        uint256[] memory amounts = new uint256[](2);
        ids[0] = 7;
        ids[1] = 8;
        amounts[0] = 2;
        amounts[1] = 5;
        vm.prank(bob);
        editions.safeBatchTransferFrom(bob, address(staking), ids, amounts, abi.encode(id));
        vm.assertEq(staking.stakeCount(), 3, "one stake per id");
        vm.assertEq(staking.getActivity(id).totalStaked, 11, "units");
    }

    function test_stake_refusedOutsideTheRunningPeriod() public {
        uint256 id = _create(100, T0 + 10, T0 + 20, 0, 0);
        vm.expectRevert(abi.encodeWithSelector(INftStaking.ActivityNotRunning.selector, id));
        _stake721(alice, 1, id);
        vm.warp(T0 + 20);
        vm.expectRevert(abi.encodeWithSelector(INftStaking.ActivityNotRunning.selector, id));
        _stake721(alice, 1, id);
        vm.assertEq(nft.ownerOf(1), alice, "not moved");
    }

    function test_stake_refusesIneligibleUnknownAndMalformed() public {
        address[] memory only721 = new address[](1);
        only721[0] = address(nft);
        uint256 id = staking.createActivity(only721, address(reward), 100, T0, T0 + 100, 0, 0);

        vm.expectRevert(abi.encodeWithSelector(INftStaking.CollectionNotEligible.selector, id, address(editions)));
        _stake1155(alice, 1, id);
        vm.expectRevert(abi.encodeWithSelector(INftStaking.UnknownActivity.selector, 99));
        _stake721(alice, 1, 99);
        vm.expectRevert(INftStaking.InvalidStakeData.selector);
        vm.prank(alice);
        nft.safeTransferFrom(alice, address(staking), 1);
        vm.expectRevert(INftStaking.InvalidStakeData.selector);
        vm.prank(alice);
        nft.safeTransferFrom(alice, address(staking), 1, abi.encodePacked(uint8(1)));
    }

    function test_stake1155_zeroAmountRefused() public {
        uint256 id = _standard();
        vm.expectRevert(INftStaking.ZeroAmount.selector);
        _stake1155(alice, 0, id);
    }

    function test_stake_capOnStakes() public {
        uint256 id = _create(100, T0, T0 + 100, 0, 3);
        _stake721(alice, 1, id);
        _stake1155(bob, 2, id);
        vm.expectRevert(abi.encodeWithSelector(INftStaking.StakeCapExceeded.selector, id, 3));
        _stake721(alice, 2, id);
        vm.assertEq(staking.getActivity(id).totalStaked, 3, "cap reached, not passed");
    }

    function test_alreadyStaked_refused() public {
        uint256 id = _standard();
        _stake1155(alice, 2, id);
        vm.expectRevert(abi.encodeWithSelector(INftStaking.AlreadyStaked.selector, address(editions), 7));
        _stake1155(alice, 1, id);

        // An ERC-721 the contract already holds as a stake: only a collection calling the hook again can try.
        LyingERC721 lying = new LyingERC721();
        address[] memory list = new address[](1);
        list[0] = address(lying);
        uint256 other = staking.createActivity(list, address(reward), 100, T0, T0 + 100, 0, 0);
        vm.expectRevert(abi.encodeWithSelector(INftStaking.TokenNotReceived.selector, address(lying), 5));
        lying.fakeStake(staking, alice, 5, other);
        lying.setClaimedOwner(address(staking));
        lying.fakeStake(staking, alice, 5, other);
        vm.expectRevert(abi.encodeWithSelector(INftStaking.AlreadyStaked.selector, address(lying), 5));
        lying.fakeStake(staking, bob, 5, other);
    }

    function test_stakedNftCannotBeStakedAgainByItsFormerHolder() public {
        uint256 id = _standard();
        _stake721(alice, 1, id);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InsufficientApproval.selector, alice, 1));
        nft.safeTransferFrom(alice, address(staking), 1, abi.encode(id));
        vm.assertEq(staking.stakeCount(), 1, "one stake");
    }

    // ------------------------------------------------------------ accrual

    function test_singleStaker_earnsTheWholeRewardOverThePeriod() public {
        uint256 id = _standard();
        uint256 stakeId = _stake721(alice, 1, id);
        vm.warp(T0 + 5 * DAY);
        vm.assertEq(staking.earned(stakeId), 500e18, "half way");
        vm.warp(T0 + 10 * DAY);
        vm.assertEq(staking.earned(stakeId), 1000e18, "all of it at the end");
        vm.warp(T0 + 30 * DAY);
        vm.assertEq(staking.earned(stakeId), 1000e18, "rewards stop at the end");
        vm.assertEq(staking.getActivity(id).remaining, 0, "nothing left to release");
    }

    function test_rewardsSplitPerStakedUnit() public {
        uint256 id = _standard();
        uint256 a = _stake1155(alice, 1, id);
        uint256 b = _stake1155(bob, 3, id);
        vm.warp(T0 + 4 * DAY);
        vm.assertEq(staking.earned(a), 100e18, "1 of 4 units for 4 days");
        vm.assertEq(staking.earned(b), 300e18, "3 of 4 units for 4 days");
        uint256 c = _stake721(alice, 1, id); // 5 units from day 4
        vm.warp(T0 + 9 * DAY);
        _approxEq(staking.earned(a), 100e18 + 100e18, 1, "plus 1/5 of 500");
        _approxEq(staking.earned(b), 300e18 + 300e18, 1, "plus 3/5 of 500");
        _approxEq(staking.earned(c), 100e18, 1, "1/5 of 500");
    }

    function test_periodWithNothingStaked_isUnallocated() public {
        uint256 id = _standard();
        vm.warp(T0 + 6 * DAY);
        vm.assertEq(staking.getActivity(id).unallocated, 600e18, "6 days with nothing staked");
        uint256 stakeId = _stake721(alice, 1, id);
        vm.warp(T0 + 10 * DAY);
        vm.assertEq(staking.earned(stakeId), 400e18, "only the time staked");
        vm.assertEq(staking.getActivity(id).unallocated, 600e18, "unchanged while staked");
    }

    function test_startInThePast_releasedPartIsUnallocated() public {
        vm.warp(T0 + 50);
        uint256 id = _create(100, T0, T0 + 100, 0, 0);
        vm.assertEq(staking.getActivity(id).unallocated, 50, "the half before creation");
    }

    // ------------------------------------------------------------ claim

    function test_claim_afterTheLockPeriod() public {
        uint256 id = _standard();
        uint256 stakeId = _stake721(alice, 1, id);
        vm.warp(T0 + 2 * DAY - 1);
        vm.assertEq(staking.claimable(stakeId), 0, "locked: nothing claimable");
        vm.expectRevert(abi.encodeWithSelector(INftStaking.StakeLocked.selector, stakeId, T0 + 2 * DAY));
        vm.prank(alice);
        staking.claim(stakeId);

        vm.warp(T0 + 3 * DAY);
        vm.assertEq(staking.claimable(stakeId), 300e18, "claimable after the lock");
        vm.expectEmit(true, true, true, true, address(staking));
        emit INftStaking.Claimed(stakeId, id, alice, address(reward), 300e18);
        vm.prank(alice);
        vm.assertEq(staking.claim(stakeId), 300e18, "returned");
        vm.assertEq(reward.balanceOf(alice), 300e18, "paid");
        vm.assertEq(staking.earned(stakeId), 0, "nothing owed right after");
        vm.assertEq(nft.ownerOf(1), address(staking), "still staked");

        vm.expectRevert(INftStaking.NothingToClaim.selector);
        vm.prank(alice);
        staking.claim(stakeId);

        vm.warp(T0 + 10 * DAY);
        vm.prank(alice);
        staking.claim(stakeId);
        vm.assertEq(reward.balanceOf(alice), 1000e18, "the rest at the end");
        INftStaking.StakeInfo memory s = staking.getStake(stakeId);
        vm.assertEq(s.claimed, 1000e18, "claimed total");
        vm.assertEq(staking.getActivity(id).paid, 1000e18, "activity paid");
    }

    function test_claim_onlyByTheStaker_andOnlyWhileStaked() public {
        uint256 id = _create(100, T0, T0 + 100, 0, 0);
        uint256 stakeId = _stake721(alice, 1, id);
        vm.warp(T0 + 50);
        vm.expectRevert(abi.encodeWithSelector(INftStaking.NotStaker.selector, stakeId, bob));
        vm.prank(bob);
        staking.claim(stakeId);
        vm.expectRevert(abi.encodeWithSelector(INftStaking.UnknownStake.selector, 42));
        vm.prank(alice);
        staking.claim(42);
        vm.prank(alice);
        staking.unstake(stakeId);
        vm.expectRevert(abi.encodeWithSelector(INftStaking.NotStaked.selector, stakeId));
        vm.prank(alice);
        staking.claim(stakeId);
    }

    function test_claimMany() public {
        uint256 id = _create(100, T0, T0 + 100, 0, 0);
        uint256[] memory ids = new uint256[](2);
        ids[0] = _stake721(alice, 1, id);
        ids[1] = _stake721(alice, 2, id);
        vm.warp(T0 + 100);
        vm.prank(alice);
        vm.assertEq(staking.claimMany(ids), 100, "both stakes");
        vm.assertEq(reward.balanceOf(alice), 100, "paid");
        vm.expectRevert(INftStaking.NothingToClaim.selector);
        vm.prank(alice);
        staking.claimMany(ids);
    }

    // ------------------------------------------------------------ unstake

    function test_unstakeBeforeTheLock_forfeitsToUnallocated() public {
        uint256 id = _standard();
        uint256 a = _stake721(alice, 1, id);
        uint256 b = _stake721(bob, 101, id);
        vm.warp(T0 + 1 * DAY);
        vm.expectEmit(true, true, true, true, address(staking));
        emit INftStaking.Unstaked(a, id, alice, address(nft), 1, 1, 50e18);
        vm.prank(alice);
        (uint256 paid, uint256 forfeited) = staking.unstake(a);
        vm.assertEq(paid, 0, "nothing paid");
        vm.assertEq(forfeited, 50e18, "half of day 1");
        vm.assertEq(nft.ownerOf(1), alice, "NFT back");
        vm.assertEq(reward.balanceOf(alice), 0, "no reward");
        vm.assertEq(staking.erc721StakeId(address(nft), 1), 0, "no longer staked");
        vm.assertEq(staking.getActivity(id).unallocated, 50e18, "forfeit is unallocated");
        vm.assertEq(staking.getActivity(id).totalStaked, 1, "total staked");
        vm.assertEq(staking.earned(b), 50e18, "the other stake keeps its share");
        vm.warp(T0 + 2 * DAY);
        vm.assertEq(staking.earned(b), 150e18, "and now earns alone");
        vm.assertEq(staking.earned(a), 0, "an unstaked stake earns nothing");
    }

    function test_unstakeAfterTheLock_paysTheReward() public {
        uint256 id = _standard();
        uint256 a = _stake1155(alice, 2, id);
        vm.warp(T0 + 3 * DAY);
        vm.expectEmit(true, true, true, true, address(staking));
        emit INftStaking.Claimed(a, id, alice, address(reward), 300e18);
        vm.expectEmit(true, true, true, true, address(staking));
        emit INftStaking.Unstaked(a, id, alice, address(editions), 7, 2, 0);
        vm.prank(alice);
        (uint256 paid, uint256 forfeited) = staking.unstake(a);
        vm.assertEq(paid, 300e18, "paid");
        vm.assertEq(forfeited, 0, "none forfeited");
        vm.assertEq(editions.balanceOf(alice, 7), 10, "editions back");
        vm.assertEq(reward.balanceOf(alice), 300e18, "reward paid");
        vm.assertEq(staking.getActivity(id).paid, 300e18, "activity paid");
        // The same editions can be staked again: a fresh stake.
        uint256 again = _stake1155(alice, 2, id);
        vm.assertTrue(again != a, "new stake id");
    }

    function test_unstake_onlyByTheStaker_andOnce() public {
        uint256 id = _standard();
        uint256 a = _stake721(alice, 1, id);
        vm.expectRevert(abi.encodeWithSelector(INftStaking.NotStaker.selector, a, bob));
        vm.prank(bob);
        staking.unstake(a);
        vm.prank(alice);
        staking.unstake(a);
        vm.expectRevert(abi.encodeWithSelector(INftStaking.NotStaked.selector, a));
        vm.prank(alice);
        staking.unstake(a);
    }

    function test_unstakeMany_afterTheEnd() public {
        uint256 id = _create(1000, T0, T0 + 100, 10, 0);
        uint256[] memory ids = new uint256[](2);
        ids[0] = _stake721(alice, 1, id);
        ids[1] = _stake1155(alice, 3, id);
        vm.warp(T0 + 200);
        vm.prank(alice);
        (uint256 paid,) = staking.unstakeMany(ids);
        vm.assertEq(paid, 1000, "whole reward");
        vm.assertEq(staking.getActivity(id).totalStaked, 0, "empty");
    }

    // ------------------------------------------------------------ unallocated

    function test_withdrawUnallocated_onlyAfterTheEnd_onlyOperators() public {
        uint256 id = _standard();
        uint256 a = _stake721(alice, 1, id);
        vm.warp(T0 + 5 * DAY);
        vm.prank(alice);
        staking.unstake(a); // after the lock: 500 paid; the next 5 days are unallocated
        vm.expectRevert(abi.encodeWithSelector(INftStaking.ActivityNotEnded.selector, id));
        staking.withdrawUnallocated(id, address(this));

        vm.warp(T0 + 10 * DAY);
        bytes32 role = staking.OPERATOR_ROLE();
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, outsider, role)
        );
        vm.prank(outsider);
        staking.withdrawUnallocated(id, outsider);
        vm.expectRevert(INftStaking.ZeroAddress.selector);
        staking.withdrawUnallocated(id, address(0));

        address treasury = makeAddr("treasury");
        vm.expectEmit(true, true, true, true, address(staking));
        emit INftStaking.UnallocatedWithdrawn(id, treasury, 500e18);
        vm.assertEq(staking.withdrawUnallocated(id, treasury), 500e18, "withdrawn");
        vm.assertEq(reward.balanceOf(treasury), 500e18, "received");
        vm.assertEq(reward.balanceOf(address(staking)), 0, "all reward accounted for");
        vm.expectRevert(abi.encodeWithSelector(INftStaking.NothingToWithdraw.selector, id));
        staking.withdrawUnallocated(id, treasury);
        INftStaking.ActivityInfo memory info = staking.getActivity(id);
        vm.assertEq(info.paid + info.withdrawn, 1000e18, "paid + withdrawn == funded");
    }

    function test_withdrawUnallocated_cannotTouchWhatStakersAreOwed() public {
        uint256 id = _create(1000, T0, T0 + 100, 500, 0);
        uint256 a = _stake721(alice, 1, id);
        vm.warp(T0 + 150);
        vm.expectRevert(abi.encodeWithSelector(INftStaking.NothingToWithdraw.selector, id));
        staking.withdrawUnallocated(id, address(this));
        vm.assertEq(staking.earned(a), 1000, "still owed to alice");
        // Alice leaves before her lock ends: the forfeit becomes withdrawable.
        vm.prank(alice);
        staking.unstake(a);
        vm.assertEq(staking.withdrawUnallocated(id, address(this)), 1000, "forfeit withdrawn");
    }

    function test_twoActivitiesWithOneRewardToken_stayApart() public {
        uint256 first = _create(1000, T0, T0 + 100, 0, 0);
        uint256 second = _create(5000, T0, T0 + 1000, 0, 0);
        uint256 a = _stake721(alice, 1, first);
        uint256 b = _stake721(bob, 101, second);
        vm.warp(T0 + 100);
        vm.assertEq(staking.earned(a), 1000, "first");
        vm.assertEq(staking.earned(b), 500, "second");
        vm.expectRevert(abi.encodeWithSelector(INftStaking.NothingToWithdraw.selector, first));
        staking.withdrawUnallocated(first, address(this));
    }

    function test_supportsReceiverInterfaces() public view {
        vm.assertTrue(staking.supportsInterface(0x150b7a02), "IERC721Receiver");
        vm.assertTrue(staking.supportsInterface(0x4e2312e0), "IERC1155Receiver");
        vm.assertTrue(staking.supportsInterface(0x7965db0b), "IAccessControl");
    }

    // ------------------------------------------------------------ fuzz

    /// @dev One staker from `stakeAt` to the end: earns exactly the released part, the rest is unallocated,
    ///      and nothing is left in the contract once both are paid out.
    function testFuzz_singleStaker_exactSplit(uint256 amount, uint64 duration, uint64 stakeAfter, uint256 units)
        public
    {
        amount = bound(amount, 1, type(uint128).max);
        duration = uint64(bound(duration, 1, 3650 days));
        stakeAfter = uint64(bound(stakeAfter, 0, duration - 1));
        units = bound(units, 1, 10);
        reward.mint(address(this), amount);
        uint256 id = _create(amount, T0, T0 + duration, 0, 0);
        vm.warp(T0 + stakeAfter);
        uint256 stakeId = _stake1155(alice, units, id);
        vm.warp(T0 + duration);
        uint256 expected = amount - amount * stakeAfter / duration;
        _approxEq(staking.earned(stakeId), expected, 1, "earned the staked share");
        vm.prank(alice);
        (uint256 paid,) = staking.unstake(stakeId);
        INftStaking.ActivityInfo memory info = staking.getActivity(id);
        vm.assertEq(paid + info.unallocated, amount, "paid + unallocated == funded, exactly");
        if (info.unallocated > 0) staking.withdrawUnallocated(id, address(this));
        vm.assertEq(reward.balanceOf(address(staking)), 0, "no dust stranded");
    }

    struct TwoStakers {
        uint256 amount;
        uint256 unitsA;
        uint256 unitsB;
        uint64 atA;
        uint64 atB;
        uint64 outA;
    }

    uint64 internal constant FUZZ_DURATION = 1000;

    /// @dev Two stakers with arbitrary units and times: shares within a few units of the exact real split,
    ///      and the activity closes exactly.
    function testFuzz_twoStakers_shareAndConservation(
        uint256 amount,
        uint256 unitsA,
        uint256 unitsB,
        uint64 atA,
        uint64 atB,
        uint64 outA
    ) public {
        TwoStakers memory p;
        p.amount = bound(amount, 1, 1e36);
        p.unitsA = bound(unitsA, 1, 10);
        p.unitsB = bound(unitsB, 1, 10);
        p.atA = uint64(bound(atA, 0, FUZZ_DURATION - 1));
        p.atB = uint64(bound(atB, p.atA, FUZZ_DURATION - 1));
        p.outA = uint64(bound(outA, p.atB, FUZZ_DURATION + 10));
        (uint256 id, uint256 paidA, uint256 paidB) = _runTwoStakers(p);

        // Real-valued expectations, computed independently of the contract's reward-per-token.
        uint256 endA = p.outA < FUZZ_DURATION ? p.outA : FUZZ_DURATION;
        uint256 aloneA = p.amount * p.atB / FUZZ_DURATION - p.amount * p.atA / FUZZ_DURATION;
        uint256 shared = p.amount * endA / FUZZ_DURATION - p.amount * p.atB / FUZZ_DURATION;
        _approxEq(paidA, aloneA + shared * p.unitsA / (p.unitsA + p.unitsB), 3, "alice's share");
        INftStaking.ActivityInfo memory info = staking.getActivity(id);
        vm.assertEq(paidA + paidB + info.unallocated, p.amount, "paid + unallocated == funded, exactly");
        vm.assertEq(info.paid, paidA + paidB, "paid tracked");
    }

    function _runTwoStakers(TwoStakers memory p) internal returns (uint256 id, uint256 paidA, uint256 paidB) {
        reward.mint(address(this), p.amount);
        id = _create(p.amount, T0, T0 + FUZZ_DURATION, 0, 0);
        vm.warp(T0 + p.atA);
        uint256 a = _stake1155(alice, p.unitsA, id);
        vm.warp(T0 + p.atB);
        uint256 b = _stake1155(bob, p.unitsB, id);
        vm.warp(T0 + p.outA);
        vm.prank(alice);
        (paidA,) = staking.unstake(a);
        vm.warp(T0 + FUZZ_DURATION + 20);
        vm.prank(bob);
        (paidB,) = staking.unstake(b);
    }
}
