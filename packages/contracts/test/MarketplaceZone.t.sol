// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC165} from "seaport-types/src/interfaces/IERC165.sol";
import {ZoneInterface} from "seaport-types/src/interfaces/ZoneInterface.sol";
import {ReceivedItem, Schema, SpentItem, ZoneParameters} from "seaport-types/src/lib/ConsiderationStructs.sol";
import {MarketplaceZone} from "../contracts/MarketplaceZone.sol";
import {ZoneAuthorization} from "./helpers/ZoneAuthorization.sol";

/// @dev The zone alone, called the way Seaport calls it (docs/decisions/028-marketplace-signed-zone.md).
contract MarketplaceZoneTest is ZoneAuthorization {
    event SignerUpdated(address previous, address current);

    uint256 internal constant SIGNER_KEY = 0xA11CE;
    uint256 internal constant OTHER_KEY = 0xB0B;
    /// @dev secp256k1 order n: s' = n - s is the high-s twin of a signature.
    uint256 internal constant SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141;

    MarketplaceZone internal zone;
    address internal owner;
    address internal signer;
    address internal buyer;
    bytes32 internal constant ORDER_HASH = keccak256("an order");
    uint64 internal expiry;

    function setUp() public {
        vm.warp(1_700_000_000);
        owner = makeAddr("owner");
        signer = vm.addr(SIGNER_KEY);
        buyer = makeAddr("buyer");
        zone = new MarketplaceZone(owner, signer);
        expiry = uint64(block.timestamp + 600);
    }

    function _params(bytes32 orderHash, address fulfiller, bytes memory extraData)
        internal
        pure
        returns (ZoneParameters memory params)
    {
        params.orderHash = orderHash;
        params.fulfiller = fulfiller;
        params.offer = new SpentItem[](0);
        params.consideration = new ReceivedItem[](0);
        params.extraData = extraData;
        params.orderHashes = new bytes32[](0);
    }

    function _valid() internal view returns (bytes memory) {
        return _extraData(SIGNER_KEY, address(zone), ORDER_HASH, buyer, expiry);
    }

    function _expectInvalidAuthorizer(bytes memory extraData, bytes32 digestTheSignatureCovers) internal {
        address recovered = _recover(extraData, digestTheSignatureCovers);
        vm.assertTrue(recovered != signer, "a differing field must not recover the signer");
        vm.expectRevert(abi.encodeWithSelector(MarketplaceZone.InvalidAuthorizer.selector, recovered));
    }

    function test_validAuthorisationPasses() public view {
        bytes4 magic = zone.authorizeOrder(_params(ORDER_HASH, buyer, _valid()));
        vm.assertEq(bytes32(magic), bytes32(ZoneInterface.authorizeOrder.selector), "authorizeOrder magic value");
        vm.assertEq(
            zone.authorizationDigest(ORDER_HASH, buyer, expiry),
            _digest(address(zone), block.chainid, ORDER_HASH, buyer, expiry),
            "the zone's digest is the EIP-712 digest the API signs"
        );
    }

    function test_expiryEqualToNowStillPasses() public {
        vm.warp(expiry);
        zone.authorizeOrder(_params(ORDER_HASH, buyer, _valid()));
    }

    function testFuzz_anyFreshAuthorisationPasses(bytes32 orderHash, address fulfiller, uint64 lifetime) public view {
        uint64 fresh = uint64(bound(lifetime, block.timestamp, type(uint64).max));
        bytes memory extraData = _extraData(SIGNER_KEY, address(zone), orderHash, fulfiller, fresh);
        zone.authorizeOrder(_params(orderHash, fulfiller, extraData));
    }

    function test_wrongSignerReverts() public {
        bytes memory extraData = _extraData(OTHER_KEY, address(zone), ORDER_HASH, buyer, expiry);
        vm.expectRevert(abi.encodeWithSelector(MarketplaceZone.InvalidAuthorizer.selector, vm.addr(OTHER_KEY)));
        zone.authorizeOrder(_params(ORDER_HASH, buyer, extraData));
    }

    function test_expiredAuthorisationReverts() public {
        bytes memory extraData = _valid();
        vm.warp(uint256(expiry) + 1);
        vm.expectRevert(abi.encodeWithSelector(MarketplaceZone.AuthorizationExpired.selector, expiry));
        zone.authorizeOrder(_params(ORDER_HASH, buyer, extraData));
    }

    function test_anotherFulfillerReverts() public {
        address other = makeAddr("other buyer");
        bytes memory extraData = _valid();
        _expectInvalidAuthorizer(extraData, _digest(address(zone), block.chainid, ORDER_HASH, other, expiry));
        zone.authorizeOrder(_params(ORDER_HASH, other, extraData));
    }

    function test_anotherOrderHashReverts() public {
        bytes32 other = keccak256("another order");
        bytes memory extraData = _valid();
        _expectInvalidAuthorizer(extraData, _digest(address(zone), block.chainid, other, buyer, expiry));
        zone.authorizeOrder(_params(other, buyer, extraData));
    }

    function test_anotherExpiryThanSignedReverts() public {
        bytes memory extraData = _valid();
        uint64 later = expiry + 1;
        // Rewrite the 8-byte expiry prefix, keeping the signature: a buyer stretching the lifetime.
        for (uint256 i = 0; i < 8; i++) {
            extraData[i] = bytes8(later)[i];
        }
        _expectInvalidAuthorizer(extraData, _digest(address(zone), block.chainid, ORDER_HASH, buyer, later));
        zone.authorizeOrder(_params(ORDER_HASH, buyer, extraData));
    }

    function test_anotherChainReverts() public {
        bytes memory extraData = _valid();
        vm.chainId(block.chainid + 1);
        _expectInvalidAuthorizer(extraData, _digest(address(zone), block.chainid, ORDER_HASH, buyer, expiry));
        zone.authorizeOrder(_params(ORDER_HASH, buyer, extraData));
    }

    function test_anotherZoneReverts() public {
        MarketplaceZone otherZone = new MarketplaceZone(owner, signer);
        bytes memory extraData = _valid();
        _expectInvalidAuthorizer(extraData, _digest(address(otherZone), block.chainid, ORDER_HASH, buyer, expiry));
        otherZone.authorizeOrder(_params(ORDER_HASH, buyer, extraData));
    }

    function test_malformedExtraDataReverts() public {
        bytes memory valid = _valid();
        bytes[] memory malformed = new bytes[](4);
        malformed[0] = "";
        malformed[1] = _slice(valid, 72); // one byte short
        malformed[2] = abi.encodePacked(valid, uint8(0)); // one byte too many
        malformed[3] = _slice(valid, 8 + 64); // a 64-byte compact signature
        for (uint256 i = 0; i < malformed.length; i++) {
            vm.expectRevert(MarketplaceZone.InvalidExtraData.selector);
            zone.authorizeOrder(_params(ORDER_HASH, buyer, malformed[i]));
        }
    }

    function test_highSTwinAndBadVRevert() public {
        bytes memory valid = _valid();
        // The malleable twin (n - s, flipped v) recovers the same key; OZ ECDSA refuses it.
        bytes32 s;
        uint8 v;
        assembly {
            s := mload(add(valid, 72))
            v := byte(0, mload(add(valid, 104)))
        }
        bytes memory twin = abi.encodePacked(_slice(valid, 40), bytes32(SECP256K1_N - uint256(s)), v == 27 ? uint8(28) : 27);
        vm.expectRevert(abi.encodeWithSelector(MarketplaceZone.InvalidAuthorizer.selector, address(0)));
        zone.authorizeOrder(_params(ORDER_HASH, buyer, twin));

        bytes memory badV = abi.encodePacked(_slice(valid, 72), uint8(29));
        vm.expectRevert(abi.encodeWithSelector(MarketplaceZone.InvalidAuthorizer.selector, address(0)));
        zone.authorizeOrder(_params(ORDER_HASH, buyer, badV));
    }

    function test_rotationInvalidatesTheOldSigner() public {
        bytes memory oldAuthorisation = _valid();
        address newSigner = vm.addr(OTHER_KEY);

        vm.expectEmit(false, false, false, true, address(zone));
        emit SignerUpdated(signer, newSigner);
        vm.prank(owner);
        zone.setSigner(newSigner);
        vm.assertEq(zone.signer(), newSigner, "rotated");

        vm.expectRevert(abi.encodeWithSelector(MarketplaceZone.InvalidAuthorizer.selector, signer));
        zone.authorizeOrder(_params(ORDER_HASH, buyer, oldAuthorisation));

        bytes memory fresh = _extraData(OTHER_KEY, address(zone), ORDER_HASH, buyer, expiry);
        zone.authorizeOrder(_params(ORDER_HASH, buyer, fresh));
    }

    function test_onlyTheOwnerRotates() public {
        address stranger = makeAddr("stranger");
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, stranger));
        zone.setSigner(stranger);

        // The signer itself is not the owner either.
        vm.prank(signer);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, signer));
        zone.setSigner(stranger);
        vm.assertEq(zone.signer(), signer, "unchanged");
    }

    function test_zeroSignerIsRefused() public {
        vm.prank(owner);
        vm.expectRevert(MarketplaceZone.ZeroSigner.selector);
        zone.setSigner(address(0));

        vm.expectRevert(MarketplaceZone.ZeroSigner.selector);
        new MarketplaceZone(owner, address(0));
    }

    function test_constructorSetsOwnerSignerAndEmits() public {
        vm.expectEmit(false, false, false, true);
        emit SignerUpdated(address(0), signer);
        MarketplaceZone fresh = new MarketplaceZone(owner, signer);
        vm.assertEq(fresh.owner(), owner, "owner");
        vm.assertEq(fresh.signer(), signer, "signer");
    }

    function test_validateOrderAndMetadata() public view {
        bytes4 magic = zone.validateOrder(_params(ORDER_HASH, buyer, ""));
        vm.assertEq(bytes32(magic), bytes32(ZoneInterface.validateOrder.selector), "validateOrder magic value");
        (string memory name, Schema[] memory schemas) = zone.getSeaportMetadata();
        vm.assertEq(name, "MarketplaceZone", "name");
        vm.assertEq(schemas.length, 0, "no SIP schema claimed");
        vm.assertTrue(zone.supportsInterface(type(ZoneInterface).interfaceId), "ZoneInterface");
        vm.assertTrue(zone.supportsInterface(type(IERC165).interfaceId), "ERC-165");
        vm.assertFalse(zone.supportsInterface(0xffffffff), "not everything");
    }

    function _slice(bytes memory data, uint256 length) internal pure returns (bytes memory out) {
        out = new bytes(length);
        for (uint256 i = 0; i < length; i++) {
            out[i] = data[i];
        }
    }
}
