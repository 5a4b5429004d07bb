// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {MarketplaceERC721} from "../contracts/MarketplaceERC721.sol";
import {MarketplaceERC1155} from "../contracts/MarketplaceERC1155.sol";
import {ReentrantReceiver} from "./helpers/ReentrantReceiver.sol";
import {TestBase} from "./utils/TestBase.sol";

/// @dev docs/security.md row 10: a receiver that re-enters through the mint hook must make the mint revert.
contract ReentrancyTest is TestBase {
    MarketplaceERC721 internal erc721;
    MarketplaceERC1155 internal erc1155;
    ReentrantReceiver internal attacker;

    function setUp() public {
        erc721 = new MarketplaceERC721("Marketplace", "MKT");
        erc1155 = new MarketplaceERC1155("Marketplace Editions", "MKTE");
        attacker = new ReentrantReceiver(erc721, erc1155);
    }

    function test_wellBehavedReceiverAccepts() public {
        erc721.mint(address(attacker), "ipfs://a", address(this), 100);
        erc1155.mint(address(attacker), 2, "ipfs://b", address(this), 100);
        vm.assertEq(attacker.received(), 2, "both hooks ran");
        vm.assertEq(erc721.ownerOf(1), address(attacker), "721 received");
        vm.assertEq(erc1155.balanceOf(address(attacker), 1), 2, "1155 received");
    }

    function test_erc721_reenteringMintReverts() public {
        attacker.setAttack(ReentrantReceiver.Attack.Mint);
        vm.expectRevert(ReentrancyGuard.ReentrancyGuardReentrantCall.selector);
        erc721.mint(address(attacker), "ipfs://a", address(this), 100);
        vm.assertEq(erc721.totalMinted(), 0, "nothing minted");
    }

    function test_erc721_reenteringBurnReverts() public {
        attacker.setAttack(ReentrantReceiver.Attack.Burn);
        vm.expectRevert(ReentrancyGuard.ReentrancyGuardReentrantCall.selector);
        erc721.mint(address(attacker), "ipfs://a", address(this), 100);
    }

    function test_erc1155_reenteringMintReverts() public {
        attacker.setAttack(ReentrantReceiver.Attack.Mint);
        vm.expectRevert(ReentrancyGuard.ReentrancyGuardReentrantCall.selector);
        erc1155.mint(address(attacker), 3, "ipfs://b", address(this), 100);
        vm.assertEq(erc1155.totalMinted(), 0, "nothing minted");
    }

    function test_erc1155_reenteringBurnReverts() public {
        attacker.setAttack(ReentrantReceiver.Attack.Burn);
        vm.expectRevert(ReentrancyGuard.ReentrancyGuardReentrantCall.selector);
        erc1155.mint(address(attacker), 3, "ipfs://b", address(this), 100);
    }
}
