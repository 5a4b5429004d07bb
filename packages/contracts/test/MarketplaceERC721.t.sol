// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {MarketplaceERC721} from "../contracts/MarketplaceERC721.sol";
import {CreatorRoyalty} from "../contracts/common/CreatorRoyalty.sol";
import {TestBase} from "./utils/TestBase.sol";

contract MarketplaceERC721Test is TestBase {
    event Minted(
        address indexed creator,
        address indexed to,
        uint256 indexed tokenId,
        string tokenURI,
        address royaltyReceiver,
        uint96 royaltyBps
    );

    MarketplaceERC721 internal token;
    address internal alice;
    address internal bob;

    function setUp() public {
        token = new MarketplaceERC721("Marketplace", "MKT");
        alice = makeAddr("alice");
        bob = makeAddr("bob");
    }

    function _mintAs(address creator, string memory uri, uint96 bps) internal returns (uint256) {
        vm.prank(creator);
        return token.mint(creator, uri, creator, bps);
    }

    function test_mint_countsIdsUpFromOneAndRecordsCreator() public {
        uint256 first = _mintAs(alice, "ipfs://a", 500);
        vm.prank(alice);
        uint256 second = token.mint(bob, "ipfs://b", alice, 0);
        vm.assertEq(first, 1, "first id");
        vm.assertEq(second, 2, "second id");
        vm.assertEq(token.ownerOf(second), bob, "minted to the requested holder");
        vm.assertEq(token.creatorOf(second), alice, "caller is the creator");
        vm.assertEq(token.totalMinted(), 2, "total minted");
    }

    function test_mint_emitsMintedAndTransfer() public {
        vm.expectEmit(true, true, true, true, address(token));
        emit IERC721.Transfer(address(0), bob, 1);
        vm.expectEmit(true, true, true, true, address(token));
        emit Minted(alice, bob, 1, "ipfs://a", alice, 250);
        vm.prank(alice);
        token.mint(bob, "ipfs://a", alice, 250);
    }

    function testFuzz_mint_storesTokenURI(string calldata uri) public {
        vm.assume(bytes(uri).length > 0);
        uint256 id = _mintAs(alice, uri, 0);
        vm.assertEq(token.tokenURI(id), uri, "token URI");
    }

    function test_mint_rejectsEmptyURI() public {
        vm.expectRevert(MarketplaceERC721.EmptyTokenURI.selector);
        _mintAs(alice, "", 0);
    }

    function test_mint_rejectsZeroAddressHolder() public {
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InvalidReceiver.selector, address(0)));
        vm.prank(alice);
        token.mint(address(0), "ipfs://a", alice, 0);
    }

    function test_mint_rejectsContractThatCannotReceive() public {
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InvalidReceiver.selector, address(this)));
        token.mint(address(this), "ipfs://a", alice, 0);
    }

    function testFuzz_royalty_withinCapIsPaidPerToken(uint96 bps, uint256 price) public {
        bps = uint96(bound(bps, 1, token.MAX_ROYALTY_BPS()));
        uint256 id = _mintAs(alice, "ipfs://a", bps);
        (address receiver, uint256 amount) = token.royaltyInfo(id, price);
        vm.assertEq(receiver, alice, "royalty receiver");
        vm.assertEq(amount, (price / 10_000) * bps + ((price % 10_000) * bps) / 10_000, "royalty amount");
    }

    function testFuzz_royalty_aboveCapReverts(uint96 bps) public {
        bps = uint96(bound(bps, uint256(token.MAX_ROYALTY_BPS()) + 1, type(uint96).max));
        vm.expectRevert(abi.encodeWithSelector(CreatorRoyalty.RoyaltyTooHigh.selector, bps, 1000));
        _mintAs(alice, "ipfs://a", bps);
    }

    function test_royalty_zeroMeansNone() public {
        vm.prank(alice);
        uint256 id = token.mint(alice, "ipfs://a", address(0), 0);
        (address receiver, uint256 amount) = token.royaltyInfo(id, 1 ether);
        vm.assertEq(receiver, address(0), "no receiver");
        vm.assertEq(amount, 0, "no royalty");
    }

    function test_royalty_needsReceiver() public {
        vm.expectRevert(abi.encodeWithSelector(ERC2981.ERC2981InvalidTokenRoyaltyReceiver.selector, 1, address(0)));
        vm.prank(alice);
        token.mint(alice, "ipfs://a", address(0), 100);
    }

    function test_burn_byOwnerRemovesTokenAndRoyalty() public {
        uint256 id = _mintAs(alice, "ipfs://a", 1000);
        vm.prank(alice);
        token.burn(id);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, id));
        token.ownerOf(id);
        (, uint256 amount) = token.royaltyInfo(id, 1 ether);
        vm.assertEq(amount, 0, "royalty cleared");
        vm.assertEq(token.totalMinted(), 1, "burnt ids are never reused");
    }

    function testFuzz_burn_byAnyoneElseReverts(address caller) public {
        vm.assume(caller != alice);
        uint256 id = _mintAs(alice, "ipfs://a", 0);
        vm.expectRevert(abi.encodeWithSelector(MarketplaceERC721.NotTokenOwner.selector, caller, id));
        vm.prank(caller);
        token.burn(id);
    }

    function test_burn_byApprovedOperatorReverts() public {
        uint256 id = _mintAs(alice, "ipfs://a", 0);
        vm.prank(alice);
        token.setApprovalForAll(bob, true);
        vm.expectRevert(abi.encodeWithSelector(MarketplaceERC721.NotTokenOwner.selector, bob, id));
        vm.prank(bob);
        token.burn(id);
        vm.assertEq(token.ownerOf(id), alice, "token kept");
    }

    function test_supportsInterfaces() public view {
        vm.assertTrue(token.supportsInterface(type(IERC721).interfaceId), "ERC-721");
        vm.assertTrue(token.supportsInterface(type(IERC2981).interfaceId), "ERC-2981");
        vm.assertTrue(token.supportsInterface(bytes4(0x49064906)), "ERC-4906");
        vm.assertFalse(token.supportsInterface(0xffffffff), "invalid id");
    }
}
