// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {IERC1155Receiver} from "@openzeppelin/contracts/token/ERC1155/IERC1155Receiver.sol";
import {MarketplaceERC721} from "../../contracts/MarketplaceERC721.sol";
import {MarketplaceERC1155} from "../../contracts/MarketplaceERC1155.sol";

/// @dev A hostile receiver (the Omni / NFT Trader pattern): when it is handed a token it calls
///      back into the minting contract. With `attack` off it is a well-behaved receiver, which
///      shows that a revert comes from the re-entry and not from the receiver itself.
contract ReentrantReceiver is IERC721Receiver, IERC1155Receiver {
    enum Attack {
        None,
        Mint,
        Burn
    }

    MarketplaceERC721 public immutable erc721;
    MarketplaceERC1155 public immutable erc1155;
    Attack public attack;
    uint256 public received;

    constructor(MarketplaceERC721 erc721_, MarketplaceERC1155 erc1155_) {
        erc721 = erc721_;
        erc1155 = erc1155_;
    }

    function setAttack(Attack attack_) external {
        attack = attack_;
    }

    function onERC721Received(address, address, uint256 tokenId, bytes calldata) external returns (bytes4) {
        received++;
        if (attack == Attack.Mint) erc721.mint(address(this), "ipfs://again", address(this), 1000);
        if (attack == Attack.Burn) erc721.burn(tokenId);
        return IERC721Receiver.onERC721Received.selector;
    }

    function onERC1155Received(address, address, uint256 tokenId, uint256 amount, bytes calldata)
        external
        returns (bytes4)
    {
        received++;
        if (attack == Attack.Mint) erc1155.mint(address(this), amount, "ipfs://again", address(this), 1000);
        if (attack == Attack.Burn) erc1155.burn(tokenId, amount);
        return IERC1155Receiver.onERC1155Received.selector;
    }

    function onERC1155BatchReceived(address, address, uint256[] calldata, uint256[] calldata, bytes calldata)
        external
        pure
        returns (bytes4)
    {
        return IERC1155Receiver.onERC1155BatchReceived.selector;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == type(IERC721Receiver).interfaceId || interfaceId == type(IERC1155Receiver).interfaceId;
    }
}
