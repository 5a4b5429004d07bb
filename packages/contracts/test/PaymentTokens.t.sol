// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TestBase} from "./utils/TestBase.sol";
import {WrappedNative} from "../contracts/WrappedNative.sol";
import {StableTestToken} from "../contracts/StableTestToken.sol";

contract WrappedNativeTest is TestBase {
    WrappedNative internal weth;
    address internal alice = makeAddr("alice");
    address internal bob = makeAddr("bob");

    event Deposit(address indexed dst, uint256 wad);
    event Withdrawal(address indexed src, uint256 wad);

    function setUp() public {
        weth = new WrappedNative();
        vm.deal(alice, 10 ether);
    }

    function test_depositMintsOneForOneAndEmitsDeposit() public {
        vm.expectEmit(true, false, false, true, address(weth));
        emit Deposit(alice, 3 ether);
        vm.prank(alice);
        weth.deposit{value: 3 ether}();
        vm.assertEq(weth.balanceOf(alice), 3 ether, "balance");
        vm.assertEq(weth.totalSupply(), 3 ether, "supply = ether held");
        vm.assertEq(alice.balance, 7 ether, "ether left");
    }

    function test_plainTransferDeposits() public {
        vm.prank(alice);
        (bool sent,) = address(weth).call{value: 1 ether}("");
        vm.assertTrue(sent, "receive");
        vm.assertEq(weth.balanceOf(alice), 1 ether, "balance");
    }

    function test_withdrawReturnsEtherAndEmitsWithdrawal() public {
        vm.startPrank(alice);
        weth.deposit{value: 3 ether}();
        vm.expectEmit(true, false, false, true, address(weth));
        emit Withdrawal(alice, 2 ether);
        weth.withdraw(2 ether);
        vm.stopPrank();
        vm.assertEq(weth.balanceOf(alice), 1 ether, "balance");
        vm.assertEq(alice.balance, 9 ether, "ether back");
    }

    function test_withdrawMoreThanBalanceReverts() public {
        vm.startPrank(alice);
        weth.deposit{value: 1 ether}();
        (bool ok,) = address(weth).call(abi.encodeCall(WrappedNative.withdraw, (1 ether + 1)));
        vm.stopPrank();
        vm.assertFalse(ok, "overdraw");
        vm.assertEq(weth.balanceOf(alice), 1 ether, "unchanged");
    }

    function test_metadataIsWeth9s() public view {
        vm.assertEq(uint256(weth.decimals()), 18, "decimals");
        vm.assertEq(weth.symbol(), "WETH", "symbol");
    }

    function test_transferFromSpendsAllowanceExceptInfinite() public {
        vm.startPrank(alice);
        weth.deposit{value: 5 ether}();
        weth.approve(bob, 2 ether);
        vm.stopPrank();

        vm.prank(bob);
        weth.transferFrom(alice, bob, 2 ether);
        vm.assertEq(weth.allowance(alice, bob), 0, "allowance spent");
        vm.assertEq(weth.balanceOf(bob), 2 ether, "received");

        vm.prank(bob);
        (bool ok,) = address(weth).call(abi.encodeCall(WrappedNative.transferFrom, (alice, bob, 1)));
        vm.assertFalse(ok, "no allowance left");

        vm.prank(alice);
        weth.approve(bob, type(uint256).max);
        vm.prank(bob);
        weth.transferFrom(alice, bob, 3 ether);
        vm.assertEq(weth.allowance(alice, bob), type(uint256).max, "infinite allowance kept");
        vm.assertEq(weth.balanceOf(alice), 0, "alice spent");
    }
}

contract StableTestTokenTest is TestBase {
    StableTestToken internal usd;
    address internal minter = makeAddr("minter");
    address internal alice = makeAddr("alice");
    address internal bob = makeAddr("bob");

    function setUp() public {
        usd = new StableTestToken("Test USD", "TUSD", minter);
    }

    function test_hasSixDecimals() public view {
        vm.assertEq(uint256(usd.decimals()), 6, "decimals");
    }

    function test_minterMints() public {
        vm.prank(minter);
        usd.mint(alice, 1_000_000e6);
        vm.assertEq(usd.balanceOf(alice), 1_000_000e6, "minted");
        vm.assertEq(usd.totalSupply(), 1_000_000e6, "supply");
    }

    function test_nobodyElseMints() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(StableTestToken.NotMinter.selector, alice));
        usd.mint(alice, 1);
    }

    function test_approveAndTransferFrom() public {
        vm.prank(minter);
        usd.mint(alice, 10e6);
        vm.prank(alice);
        usd.approve(bob, 4e6);
        vm.prank(bob);
        usd.transferFrom(alice, bob, 4e6);
        vm.assertEq(usd.balanceOf(bob), 4e6, "moved");
        vm.assertEq(usd.allowance(alice, bob), 0, "spent");
        vm.prank(bob);
        (bool ok,) = address(usd).call(abi.encodeCall(usd.transferFrom, (alice, bob, 1)));
        vm.assertFalse(ok, "beyond allowance");
    }
}
