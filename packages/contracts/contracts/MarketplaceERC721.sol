// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {ERC721Utils} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Utils.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {CreatorRoyalty} from "./common/CreatorRoyalty.sol";

/// @title The marketplace's shared ERC-721 collection
/// @notice Anyone mints a token with its own URI and royalty; ids count up from 1. Token URIs are
///         immutable once minted, so the metadata is frozen by construction.
contract MarketplaceERC721 is ERC721URIStorage, CreatorRoyalty, ReentrancyGuard {
    /// @notice Lets an indexer attribute a token to its creator without tracing the transaction.
    event Minted(
        address indexed creator,
        address indexed to,
        uint256 indexed tokenId,
        string tokenURI,
        address royaltyReceiver,
        uint96 royaltyBps
    );

    error EmptyTokenURI();
    error NotTokenOwner(address caller, uint256 tokenId);

    /// @dev Grows by exactly one per mint, as does a holder's balance: unlike an ERC-1155 amount,
    ///      no argument lets a caller push a counter towards overflow.
    uint256 private _nextTokenId = 1;

    mapping(uint256 tokenId => address) public creatorOf;

    constructor(string memory name_, string memory symbol_) ERC721(name_, symbol_) {}

    /// @notice Mints the next token id to `to`; the caller is recorded as its creator.
    /// @param royaltyBps basis points of the sale price, at most MAX_ROYALTY_BPS; 0 means no royalty.
    function mint(address to, string calldata uri, address royaltyReceiver, uint96 royaltyBps)
        external
        nonReentrant
        returns (uint256 tokenId)
    {
        if (bytes(uri).length == 0) revert EmptyTokenURI();
        tokenId = _nextTokenId++;
        creatorOf[tokenId] = msg.sender;
        _setTokenURI(tokenId, uri);
        _setCreatorRoyalty(tokenId, royaltyReceiver, royaltyBps);
        _mint(to, tokenId);
        emit Minted(msg.sender, to, tokenId, uri, royaltyReceiver, royaltyBps);
        // The receiver hook is the only external call, made once every effect is recorded.
        ERC721Utils.checkOnERC721Received(msg.sender, address(0), to, tokenId, "");
    }

    /// @notice Only the holder burns: an operator approved for trading must not be able to destroy.
    function burn(uint256 tokenId) external nonReentrant {
        address owner = _requireOwned(tokenId);
        if (owner != msg.sender) revert NotTokenOwner(msg.sender, tokenId);
        _burn(tokenId);
        _resetTokenRoyalty(tokenId);
    }

    /// @notice How many tokens were ever minted (burnt ones included).
    function totalMinted() external view returns (uint256) {
        return _nextTokenId - 1;
    }

    function tokenURI(uint256 tokenId) public view override(ERC721URIStorage) returns (string memory) {
        return super.tokenURI(tokenId);
    }

    function supportsInterface(bytes4 interfaceId)
        public
        view
        override(ERC721URIStorage, ERC2981)
        returns (bool)
    {
        return super.supportsInterface(interfaceId);
    }
}
