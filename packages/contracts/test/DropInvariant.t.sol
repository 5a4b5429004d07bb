// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {DropERC721} from "../contracts/drops/DropERC721.sol";
import {DropFactory} from "../contracts/drops/DropFactory.sol";
import {TestBase} from "./utils/TestBase.sol";

/// @dev Several wallets mint random quantities, some over the limits, while time moves through the sale.
contract DropHandler is TestBase {
    DropERC721 public immutable drop;
    address[4] public actors;
    uint256 public ghostMinted;
    uint256 public ghostPaid;

    constructor(DropERC721 drop_) {
        drop = drop_;
        for (uint256 i = 0; i < 4; ++i) {
            actors[i] = address(uint160(0xA000 + i));
        }
    }

    function mint(uint256 actorSeed, uint256 quantity) external {
        address actor = actors[actorSeed % 4];
        quantity = bound(quantity, 1, 8);
        uint256 cost = drop.price() * quantity;
        vm.deal(actor, cost);
        vm.prank(actor);
        try drop.mint{value: cost}(quantity, new bytes32[](0)) {
            ghostMinted += quantity;
            ghostPaid += cost;
        } catch {}
    }

    function warp(uint256 by) external {
        vm.warp(block.timestamp + bound(by, 1, 60));
    }

    function withdraw() external {
        try drop.withdraw() {} catch {}
    }
}

contract DropInvariantTest is TestBase {
    DropFactory internal factory;
    DropERC721 internal drop;
    DropHandler internal handler;
    address internal feeRecipient = address(0xFEE);
    address internal creator = address(0xC0FFEE);

    function setUp() public {
        vm.warp(1_800_000_000);
        factory = new DropFactory(address(this), feeRecipient, 333, new address[](0));
        DropERC721.Config memory c;
        c.name = "Inv";
        c.symbol = "INV";
        c.price = 7 gwei + 3;
        c.maxSupply = 25;
        c.perWalletLimit = 9;
        c.startTime = 1_800_000_000;
        c.publicStartTime = 1_800_000_000;
        c.endTime = 1_800_000_000 + 1500;
        vm.prank(creator);
        drop = DropERC721(factory.createDrop(c, 0));
        handler = new DropHandler(drop);
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @dev Minted never exceeds the supply, nor any wallet its limit; every token minted is owned; every wei paid
    ///      is either held or split between the creator and the fee recipient.
    function invariant_mintedNeverExceedsSupply() public view {
        uint256 minted = drop.totalMinted();
        vm.assertTrue(minted <= drop.maxSupply(), "minted <= supply");
        vm.assertEq(minted, handler.ghostMinted(), "minted == successful mints");
        uint256 owned;
        for (uint256 i = 0; i < 4; ++i) {
            address actor = handler.actors(i);
            vm.assertTrue(drop.mintedBy(actor) <= drop.perWalletLimit(), "wallet limit");
            owned += drop.balanceOf(actor);
        }
        vm.assertEq(owned, minted, "every minted token is owned");
        vm.assertEq(address(drop).balance + creator.balance + feeRecipient.balance, handler.ghostPaid(), "wei conserved");
    }
}
