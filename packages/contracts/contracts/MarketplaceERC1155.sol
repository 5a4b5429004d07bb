// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {ERC1155Supply} from "@openzeppelin/contracts/token/ERC1155/extensions/ERC1155Supply.sol";
import {ERC1155URIStorage} from "@openzeppelin/contracts/token/ERC1155/extensions/ERC1155URIStorage.sol";
import {ERC1155Utils} from "@openzeppelin/contracts/token/ERC1155/utils/ERC1155Utils.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {CreatorRoyalty} from "./common/CreatorRoyalty.sol";

/// @title The marketplace's shared ERC-1155 collection
/// @notice Anyone mints an item with several copies, its own URI and royalty; ids count up from 1.
///         The supply of an id is fixed at mint and only shrinks when holders burn.
contract MarketplaceERC1155 is ERC1155Supply, ERC1155URIStorage, CreatorRoyalty, ReentrancyGuard {
    /// @notice Lets an indexer attribute an item to its creator without tracing the transaction.
    event Minted(
        address indexed creator,
        address indexed to,
        uint256 indexed tokenId,
        uint256 amount,
        string tokenURI,
        address royaltyReceiver,
        uint96 royaltyBps
    );

    error EmptyTokenURI();
    error ZeroAmount();
    error AmountTooHigh(uint256 amount, uint256 maxAmount);

    /// @notice The most copies one mint creates: the API's copies cap (docs/decisions/003-contracts-and-devnet.md).
    /// @dev ERC1155Supply keeps one checked total over every id, so without a cap a single
    ///      `mint(to, type(uint256).max, ...)` would make every later mint revert on overflow.
    ///      With this cap that total cannot overflow before 2^256 / 10,000 mints.
    uint256 public constant MAX_MINT_AMOUNT = 10_000;

    string public name;
    string public symbol;

    uint256 private _nextTokenId = 1;

    mapping(uint256 tokenId => address) public creatorOf;

    constructor(string memory name_, string memory symbol_) ERC1155("") {
        name = name_;
        symbol = symbol_;
    }

    /// @notice Mints `amount` copies (1..MAX_MINT_AMOUNT) of a new id to `to`; the caller is recorded as its creator.
    /// @param royaltyBps basis points of the sale price, at most MAX_ROYALTY_BPS; 0 means no royalty.
    function mint(address to, uint256 amount, string calldata uri_, address royaltyReceiver, uint96 royaltyBps)
        external
        nonReentrant
        returns (uint256 tokenId)
    {
        if (bytes(uri_).length == 0) revert EmptyTokenURI();
        if (amount == 0) revert ZeroAmount();
        if (amount > MAX_MINT_AMOUNT) revert AmountTooHigh(amount, MAX_MINT_AMOUNT);
        if (to == address(0)) revert ERC1155InvalidReceiver(address(0));
        tokenId = _nextTokenId++;
        creatorOf[tokenId] = msg.sender;
        _setURI(tokenId, uri_);
        _setCreatorRoyalty(tokenId, royaltyReceiver, royaltyBps);
        _update(address(0), to, _singleton(tokenId), _singleton(amount));
        emit Minted(msg.sender, to, tokenId, amount, uri_, royaltyReceiver, royaltyBps);
        // The receiver hook is the only external call, made once every effect is recorded.
        ERC1155Utils.checkOnERC1155Received(msg.sender, address(0), to, tokenId, amount, "");
    }

    /// @notice Only the holder burns their own copies: an operator approved for trading must not.
    function burn(uint256 tokenId, uint256 amount) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        _burn(msg.sender, tokenId, amount);
    }

    /// @notice How many ids were ever minted.
    function totalMinted() external view returns (uint256) {
        return _nextTokenId - 1;
    }

    function uri(uint256 tokenId) public view override(ERC1155, ERC1155URIStorage) returns (string memory) {
        return super.uri(tokenId);
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC1155, ERC2981) returns (bool) {
        return super.supportsInterface(interfaceId);
    }

    function _update(address from, address to, uint256[] memory ids, uint256[] memory values)
        internal
        override(ERC1155, ERC1155Supply)
    {
        super._update(from, to, ids, values);
    }

    function _singleton(uint256 value) private pure returns (uint256[] memory array) {
        array = new uint256[](1);
        array[0] = value;
    }
}
