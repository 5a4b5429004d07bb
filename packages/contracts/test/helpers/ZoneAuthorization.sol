// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TestBase} from "../utils/TestBase.sol";

/// @dev Signs zone authorisations the way the API does, computing the EIP-712 digest on its own
///      (not through the zone's authorizationDigest), so a wrong domain or type in the zone fails.
abstract contract ZoneAuthorization is TestBase {
    bytes32 internal constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 internal constant AUTHORIZATION_TYPEHASH =
        keccak256("Authorization(bytes32 orderHash,address fulfiller,uint64 expiry)");

    function _digest(address zone, uint256 chainId, bytes32 orderHash, address fulfiller, uint64 expiry)
        internal
        pure
        returns (bytes32)
    {
        bytes32 domainSeparator = keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256("MarketplaceZone"), keccak256("1"), chainId, zone)
        );
        bytes32 structHash = keccak256(abi.encode(AUTHORIZATION_TYPEHASH, orderHash, fulfiller, expiry));
        return keccak256(abi.encodePacked("\x19\x01", domainSeparator, structHash));
    }

    /// @dev extraData = uint64 expiry (8 bytes, big-endian) ++ r ++ s ++ v (65 bytes).
    function _extraData(uint256 signerKey, address zone, bytes32 orderHash, address fulfiller, uint64 expiry)
        internal
        view
        returns (bytes memory)
    {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(signerKey, _digest(zone, block.chainid, orderHash, fulfiller, expiry));
        return abi.encodePacked(expiry, r, s, v);
    }

    /// @dev Who a signature over `digest` recovers to: what InvalidAuthorizer names when a field differs.
    function _recover(bytes memory extraData, bytes32 digest) internal pure returns (address) {
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(extraData, 40))
            s := mload(add(extraData, 72))
            v := byte(0, mload(add(extraData, 104)))
        }
        return ecrecover(digest, v, r, s);
    }
}
