// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC1155Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {MarketplaceERC1155} from "../contracts/MarketplaceERC1155.sol";
import {CreatorRoyalty} from "../contracts/common/CreatorRoyalty.sol";
import {TestBase} from "./utils/TestBase.sol";

contract MarketplaceERC1155Test is TestBase {
    event Minted(
        address indexed creator,
        address indexed to,
        uint256 indexed tokenId,
        uint256 amount,
        string tokenURI,
        address royaltyReceiver,
        uint96 royaltyBps
    );

    MarketplaceERC1155 internal token;
    address internal alice;
    address internal bob;

    function setUp() public {
        token = new MarketplaceERC1155("Marketplace Editions", "MKTE");
        alice = makeAddr("alice");
        bob = makeAddr("bob");
    }

    function _mintAs(address creator, uint256 amount, uint96 bps) internal returns (uint256) {
        vm.prank(creator);
        return token.mint(creator, amount, "ipfs://item", creator, bps);
    }

    function test_mint_setsSupplyURICreatorAndEvents() public {
        vm.expectEmit(true, true, true, true, address(token));
        emit IERC1155.URI("ipfs://item", 1);
        vm.expectEmit(true, true, true, true, address(token));
        emit IERC1155.TransferSingle(alice, address(0), bob, 1, 5);
        vm.expectEmit(true, true, true, true, address(token));
        emit Minted(alice, bob, 1, 5, "ipfs://item", alice, 300);
        vm.prank(alice);
        uint256 id = token.mint(bob, 5, "ipfs://item", alice, 300);

        vm.assertEq(id, 1, "first id");
        vm.assertEq(token.balanceOf(bob, id), 5, "holder balance");
        vm.assertEq(token.totalSupply(id), 5, "supply");
        vm.assertEq(token.uri(id), "ipfs://item", "uri");
        vm.assertEq(token.creatorOf(id), alice, "creator");
        vm.assertEq(token.name(), "Marketplace Editions", "name");
        vm.assertEq(_mintAs(alice, 1, 0), 2, "ids count up");
    }

    function testFuzz_supply_followsMintsAndBurns(uint256 amount, uint256 burnt) public {
        amount = bound(amount, 1, token.MAX_MINT_AMOUNT());
        burnt = bound(burnt, 1, amount);
        uint256 id = _mintAs(alice, amount, 0);
        vm.prank(alice);
        token.burn(id, burnt);
        vm.assertEq(token.totalSupply(id), amount - burnt, "supply after burn");
        vm.assertEq(token.balanceOf(alice, id), amount - burnt, "balance after burn");
        vm.assertEq(token.exists(id), amount > burnt, "exists while copies remain");
    }

    /// @dev The whole uint256 range: zero and anything above the cap are refused, the rest minted.
    function testFuzz_mint_amountOverTheWholeRange(uint256 amount) public {
        uint256 cap = token.MAX_MINT_AMOUNT();
        if (amount == 0) {
            vm.expectRevert(MarketplaceERC1155.ZeroAmount.selector);
        } else if (amount > cap) {
            vm.expectRevert(abi.encodeWithSelector(MarketplaceERC1155.AmountTooHigh.selector, amount, cap));
        }
        vm.prank(alice);
        token.mint(alice, amount, "ipfs://item", alice, 0);
        bool minted = amount != 0 && amount <= cap;
        vm.assertEq(token.totalSupply(), minted ? amount : 0, "total supply over all ids");
        vm.assertEq(token.totalMinted(), minted ? 1 : 0, "ids minted");
        // Whatever was tried, an ordinary mint still works afterwards.
        uint256 id = _mintAs(bob, 1, 0);
        vm.assertEq(token.balanceOf(bob, id), 1, "later mint");
    }

    function testFuzz_mint_aboveCapRefused(uint256 amount) public {
        amount = bound(amount, token.MAX_MINT_AMOUNT() + 1, type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(MarketplaceERC1155.AmountTooHigh.selector, amount, 10_000));
        _mintAs(alice, amount, 0);
    }

    /// @dev The attack of issue 9: one huge mint used to fill ERC1155Supply's global total, so
    ///      every later mint reverted with an arithmetic overflow.
    function test_mint_maxValueIsRefusedAndLaterMintsStillSucceed() public {
        vm.expectRevert(
            abi.encodeWithSelector(MarketplaceERC1155.AmountTooHigh.selector, type(uint256).max, 10_000)
        );
        vm.prank(bob);
        token.mint(bob, type(uint256).max, "ipfs://attack", bob, 0);
        vm.assertEq(token.totalSupply(), 0, "nothing minted by the attempt");

        uint256 id = _mintAs(alice, 5, 0);
        vm.assertEq(token.balanceOf(alice, id), 5, "ordinary mint succeeds");
        uint256 full = _mintAs(alice, token.MAX_MINT_AMOUNT(), 0);
        vm.assertEq(token.totalSupply(full), 10_000, "the cap itself is allowed");
        vm.assertEq(token.totalSupply(), 10_005, "total supply over all ids");
    }

    function testFuzz_burn_moreThanHeldReverts(uint256 amount, uint256 extra) public {
        amount = bound(amount, 1, token.MAX_MINT_AMOUNT());
        extra = bound(extra, 1, type(uint256).max - amount);
        uint256 id = _mintAs(alice, amount, 0);
        vm.expectRevert(
            abi.encodeWithSelector(IERC1155Errors.ERC1155InsufficientBalance.selector, alice, amount, amount + extra, id)
        );
        vm.prank(alice);
        token.burn(id, amount + extra);
    }

    function test_burn_byApprovedOperatorOnlyTouchesOwnBalance() public {
        uint256 id = _mintAs(alice, 3, 0);
        vm.prank(alice);
        token.setApprovalForAll(bob, true);
        vm.expectRevert(abi.encodeWithSelector(IERC1155Errors.ERC1155InsufficientBalance.selector, bob, 0, 1, id));
        vm.prank(bob);
        token.burn(id, 1);
        vm.assertEq(token.balanceOf(alice, id), 3, "alice keeps her copies");
    }

    function test_burn_zeroAmountReverts() public {
        uint256 id = _mintAs(alice, 3, 0);
        vm.expectRevert(MarketplaceERC1155.ZeroAmount.selector);
        vm.prank(alice);
        token.burn(id, 0);
    }

    function test_mint_rejectsZeroAmountEmptyURIAndZeroHolder() public {
        vm.startPrank(alice);
        vm.expectRevert(MarketplaceERC1155.ZeroAmount.selector);
        token.mint(alice, 0, "ipfs://item", alice, 0);
        vm.expectRevert(MarketplaceERC1155.EmptyTokenURI.selector);
        token.mint(alice, 1, "", alice, 0);
        vm.expectRevert(abi.encodeWithSelector(IERC1155Errors.ERC1155InvalidReceiver.selector, address(0)));
        token.mint(address(0), 1, "ipfs://item", alice, 0);
        vm.stopPrank();
    }

    function testFuzz_royalty_capAndAmount(uint96 bps, uint256 price) public {
        bps = uint96(bound(bps, 0, 2 * token.MAX_ROYALTY_BPS()));
        if (bps > token.MAX_ROYALTY_BPS()) {
            vm.expectRevert(abi.encodeWithSelector(CreatorRoyalty.RoyaltyTooHigh.selector, bps, 1000));
            _mintAs(alice, 1, bps);
            return;
        }
        uint256 id = _mintAs(alice, 1, bps);
        (address receiver, uint256 amount) = token.royaltyInfo(id, price);
        vm.assertEq(receiver, bps == 0 ? address(0) : alice, "royalty receiver");
        vm.assertEq(amount, _mulDiv(price, bps), "royalty amount");
    }

    function test_supportsInterfaces() public view {
        vm.assertTrue(token.supportsInterface(type(IERC1155).interfaceId), "ERC-1155");
        vm.assertTrue(token.supportsInterface(type(IERC2981).interfaceId), "ERC-2981");
        vm.assertFalse(token.supportsInterface(0xffffffff), "invalid id");
    }

    /// @dev price * bps / 10,000 without overflowing for any uint256 price (bps < 10,000).
    function _mulDiv(uint256 price, uint256 bps) internal pure returns (uint256) {
        return (price / 10_000) * bps + ((price % 10_000) * bps) / 10_000;
    }
}
