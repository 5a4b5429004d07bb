// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {IERC165} from "seaport-types/src/interfaces/IERC165.sol";
import {ZoneInterface} from "seaport-types/src/interfaces/ZoneInterface.sol";
import {Schema, ZoneParameters} from "seaport-types/src/lib/ConsiderationStructs.sol";

/// @title The marketplace's Seaport 1.6 zone
/// @notice Every listing the marketplace accepts is a restricted order naming this zone. Seaport asks
///         the zone before it moves anything; the zone says yes only with a fresh EIP-712
///         authorisation from the marketplace's order signer over (chain id, zone, order hash,
///         fulfiller, expiry). The order book signs one only for an order that is still valid, so
///         a kept copy of a cancelled or stale order cannot be filled (docs/security.md row 4;
///         docs/decisions/028-marketplace-signed-zone.md).
/// @dev    extraData = abi.encodePacked(uint64 expiry, bytes signature): 8 bytes big-endian expiry,
///         then a 65-byte (r, s, v) signature, 73 bytes in all.
contract MarketplaceZone is ZoneInterface, Ownable, EIP712 {
    /// @notice The EIP-712 type the order signer signs; the domain carries chain id and zone.
    bytes32 public constant AUTHORIZATION_TYPEHASH =
        keccak256("Authorization(bytes32 orderHash,address fulfiller,uint64 expiry)");

    uint256 private constant EXTRA_DATA_LENGTH = 73;

    /// @notice The key that signs authorisations; rotated by the owner.
    address public signer;

    event SignerUpdated(address previous, address current);

    /// @notice extraData is not exactly expiry (8 bytes) followed by a 65-byte signature.
    error InvalidExtraData();
    /// @notice The authorisation's expiry is in the past.
    error AuthorizationExpired(uint64 expiry);
    /// @notice The authorisation was not signed by the current signer (the recovered address, or
    ///         zero for a malformed or high-s signature).
    error InvalidAuthorizer(address recovered);
    /// @notice The zero address can sign nothing; it would disable every listing by accident.
    error ZeroSigner();

    constructor(address initialOwner, address initialSigner) Ownable(initialOwner) EIP712("MarketplaceZone", "1") {
        _setSigner(initialSigner);
    }

    /// @notice Replaces the order signer: authorisations of the old one stop working at once.
    function setSigner(address newSigner) external onlyOwner {
        _setSigner(newSigner);
    }

    /// @notice The EIP-712 digest the signer signs for this chain and zone.
    function authorizationDigest(bytes32 orderHash, address fulfiller, uint64 expiry) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(AUTHORIZATION_TYPEHASH, orderHash, fulfiller, expiry)));
    }

    /// @inheritdoc ZoneInterface
    /// @dev Called by Seaport before any transfer; a revert here bubbles up and stops the fill
    ///      (or skips the order in fulfillAvailableAdvancedOrders).
    function authorizeOrder(ZoneParameters calldata zoneParameters) external view override returns (bytes4) {
        bytes calldata extraData = zoneParameters.extraData;
        if (extraData.length != EXTRA_DATA_LENGTH) revert InvalidExtraData();
        uint64 expiry = uint64(bytes8(extraData[0:8]));
        if (expiry < block.timestamp) revert AuthorizationExpired(expiry);

        bytes32 digest = authorizationDigest(zoneParameters.orderHash, zoneParameters.fulfiller, expiry);
        // tryRecover refuses high-s and malformed signatures (error set, address zero).
        (address recovered, ECDSA.RecoverError recoverError, ) = ECDSA.tryRecoverCalldata(digest, extraData[8:]);
        if (recoverError != ECDSA.RecoverError.NoError || recovered != signer) revert InvalidAuthorizer(recovered);
        return this.authorizeOrder.selector;
    }

    /// @inheritdoc ZoneInterface
    /// @dev The authorisation was checked before the transfers; nothing is left to check after them.
    function validateOrder(ZoneParameters calldata) external pure override returns (bytes4) {
        return this.validateOrder.selector;
    }

    /// @inheritdoc ZoneInterface
    /// @dev No SIP schema is claimed: the extraData format is our own (see the decision record).
    function getSeaportMetadata() external pure override returns (string memory name, Schema[] memory schemas) {
        return ("MarketplaceZone", new Schema[](0));
    }

    /// @inheritdoc ZoneInterface
    function supportsInterface(bytes4 interfaceId) external pure override returns (bool) {
        return interfaceId == type(ZoneInterface).interfaceId || interfaceId == type(IERC165).interfaceId;
    }

    function _setSigner(address newSigner) private {
        if (newSigner == address(0)) revert ZeroSigner();
        emit SignerUpdated(signer, newSigner);
        signer = newSigner;
    }
}
