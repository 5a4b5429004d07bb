// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice A plain OpenZeppelin ERC-721 (Ownable, token URIs under a base URI) standing in for a contract a creator
/// deployed elsewhere: the batch migration tests import its tokens (docs/decisions/049). Only the
/// owner mints. Never part of the marketplace's own deployment.
contract ThirdPartyERC721 is ERC721, Ownable {
    string private baseUri;

    constructor(string memory name_, string memory symbol_, string memory baseUri_)
        ERC721(name_, symbol_)
        Ownable(msg.sender)
    {
        baseUri = baseUri_;
    }

    function mint(address to, uint256 tokenId) external onlyOwner {
        _mint(to, tokenId);
    }

    function _baseURI() internal view override returns (string memory) {
        return baseUri;
    }
}
