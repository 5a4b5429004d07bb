// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// @notice An ERC-721 without ERC-2981, standing in for an imported collection in tests of the
/// royalty fallback (the collection's setting applies when the chain has no royaltyInfo). Anyone
/// mints any id. Never deployed outside tests.
contract PlainERC721 is ERC721 {
    constructor() ERC721("Plain", "PLAIN") {}

    function mint(address to, uint256 tokenId) external {
        _mint(to, tokenId);
    }
}
