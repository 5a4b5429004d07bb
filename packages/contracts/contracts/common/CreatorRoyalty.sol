// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";

/// @notice Per-token EIP-2981 royalty chosen by the creator at mint, capped by the marketplace rules.
abstract contract CreatorRoyalty is ERC2981 {
    /// @notice The product allows royalties from 0% to 10% (basis points of the sale price).
    uint96 public constant MAX_ROYALTY_BPS = 1000;

    error RoyaltyTooHigh(uint96 royaltyBps, uint96 maxRoyaltyBps);

    /// @dev A zero royalty stores nothing, so `royaltyInfo` answers (address(0), 0) for the token.
    function _setCreatorRoyalty(uint256 tokenId, address receiver, uint96 royaltyBps) internal {
        if (royaltyBps > MAX_ROYALTY_BPS) revert RoyaltyTooHigh(royaltyBps, MAX_ROYALTY_BPS);
        if (royaltyBps == 0) return;
        _setTokenRoyalty(tokenId, receiver, royaltyBps);
    }
}
