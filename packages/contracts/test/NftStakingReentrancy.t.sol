// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {NftStaking} from "../contracts/NftStaking.sol";
import {MockERC1155, MockERC721, MockRewardToken, ReentrantRewardToken, ReentrantStaker} from "./helpers/StakingMocks.sol";
import {TestBase} from "./utils/TestBase.sol";

/// @dev docs/security.md row 10: a staker whose receive hook re-enters stake, unstake or claim while its NFT
///      comes back, or a reward token that calls back during a payment, makes the whole call revert.
contract NftStakingReentrancyTest is TestBase {
    NftStaking internal staking;
    MockRewardToken internal reward;
    MockERC721 internal nft;
    MockERC1155 internal editions;
    ReentrantStaker internal attacker;
    uint256 internal activityId;

    uint64 internal constant T0 = 1_800_000_000;

    function setUp() public {
        vm.warp(T0);
        staking = new NftStaking(address(this));
        reward = new MockRewardToken();
        nft = new MockERC721();
        editions = new MockERC1155();
        attacker = new ReentrantStaker(staking);
        reward.mint(address(this), 1000);
        reward.approve(address(staking), 1000);
        address[] memory list = new address[](2);
        list[0] = address(nft);
        list[1] = address(editions);
        activityId = staking.createActivity(list, address(reward), 1000, T0, T0 + 100, 10, 0);
        for (uint256 id = 1; id <= 3; ++id) {
            nft.mint(address(attacker), id);
        }
        editions.mint(address(attacker), 9, 5);
        attacker.stake721(nft, 1, activityId); // stake 1
        attacker.stake721(nft, 2, activityId); // stake 2
        attacker.stake1155(editions, 9, 5, activityId); // stake 3
        attacker.setSpare(nft, 3, activityId);
        vm.warp(T0 + 50); // past the lock: claim and unstake would pay
    }

    function test_wellBehavedReceiver_unstakesAndGetsPaid() public {
        attacker.unstake(1);
        vm.assertEq(nft.ownerOf(1), address(attacker), "NFT back");
        vm.assertTrue(reward.balanceOf(address(attacker)) > 0, "reward paid");
        attacker.unstake(3);
        vm.assertEq(editions.balanceOf(address(attacker), 9), 5, "editions back");
    }

    function _assertNothingMoved() internal view {
        vm.assertEq(nft.ownerOf(1), address(staking), "NFT still staked");
        vm.assertEq(nft.ownerOf(3), address(attacker), "spare not staked");
        vm.assertEq(reward.balanceOf(address(attacker)), 0, "no reward left");
        vm.assertTrue(staking.getStake(1).active && staking.getStake(2).active, "stakes intact");
        vm.assertEq(staking.getActivity(activityId).totalStaked, 7, "total intact");
    }

    function test_reenteringUnstakeFromTheNftHook_reverts() public {
        attacker.setAttack(ReentrantStaker.Attack.Unstake, 2);
        vm.expectRevert(ReentrancyGuard.ReentrancyGuardReentrantCall.selector);
        attacker.unstake(1);
        _assertNothingMoved();
    }

    function test_reenteringTheSameUnstake_reverts() public {
        attacker.setAttack(ReentrantStaker.Attack.Unstake, 1);
        vm.expectRevert(ReentrancyGuard.ReentrancyGuardReentrantCall.selector);
        attacker.unstake(1);
        _assertNothingMoved();
    }

    function test_reenteringClaimFromTheNftHook_reverts() public {
        attacker.setAttack(ReentrantStaker.Attack.Claim, 2);
        vm.expectRevert(ReentrancyGuard.ReentrancyGuardReentrantCall.selector);
        attacker.unstake(1);
        _assertNothingMoved();
    }

    function test_reenteringStakeFromTheNftHook_reverts() public {
        attacker.setAttack(ReentrantStaker.Attack.Stake, 0);
        vm.expectRevert(ReentrancyGuard.ReentrancyGuardReentrantCall.selector);
        attacker.unstake(1);
        _assertNothingMoved();
    }

    function test_reenteringFromTheErc1155Hook_reverts() public {
        attacker.setAttack(ReentrantStaker.Attack.Claim, 1);
        vm.expectRevert(ReentrancyGuard.ReentrancyGuardReentrantCall.selector);
        attacker.unstake(3);
        vm.assertEq(editions.balanceOf(address(staking), 9), 5, "editions still staked");
        vm.assertTrue(staking.getStake(3).active, "stake intact");
    }

    function test_rewardTokenCallingBackDuringAPayment_reverts() public {
        ReentrantRewardToken hooked = new ReentrantRewardToken();
        hooked.mint(address(this), 100);
        hooked.approve(address(staking), 100);
        address[] memory list = new address[](1);
        list[0] = address(nft);
        uint256 id = staking.createActivity(list, address(hooked), 100, T0 + 50, T0 + 60, 0, 0);
        attacker.stake721(nft, 3, id); // stake 4
        vm.warp(T0 + 60);
        hooked.arm(address(staking), abi.encodeCall(NftStaking.claim, (4)));
        vm.expectRevert(ReentrancyGuard.ReentrancyGuardReentrantCall.selector);
        attacker.claim(4);
        vm.assertEq(hooked.balanceOf(address(attacker)), 0, "nothing paid");
        vm.assertEq(staking.earned(4), 100, "still owed");
    }
}
