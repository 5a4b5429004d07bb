// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ConsiderationInterface} from "seaport-types/src/interfaces/ConsiderationInterface.sol";
import {BasicOrderType, ItemType, OrderType} from "seaport-types/src/lib/ConsiderationEnums.sol";
import {
    AdditionalRecipient,
    AdvancedOrder,
    BasicOrderParameters,
    ConsiderationItem,
    CriteriaResolver,
    FulfillmentComponent,
    OfferItem,
    OrderComponents,
    OrderParameters
} from "seaport-types/src/lib/ConsiderationStructs.sol";
import {MarketplaceERC721} from "../contracts/MarketplaceERC721.sol";
import {MarketplaceZone} from "../contracts/MarketplaceZone.sol";
import {ZoneAuthorization} from "./helpers/ZoneAuthorization.sol";

/// @dev Restricted listings filled through the real Seaport 1.6 with the zone in the loop. Seaport
///      and its ConduitController are the bytecode the project deploys (packages/contracts/artifacts,
///      built by this package's build script): compiling Seaport here would need viaIR.
contract MarketplaceZoneSeaportTest is ZoneAuthorization {
    uint256 internal constant SIGNER_KEY = 0xA11CE;
    uint256 internal constant SELLER_KEY = 0x5E11E4;
    uint256 internal constant PRICE = 1 ether;

    ConsiderationInterface internal seaport;
    MarketplaceZone internal zone;
    MarketplaceERC721 internal nft;
    address internal seller;
    address internal buyer;

    function setUp() public {
        vm.warp(1_700_000_000);
        string memory artifacts = vm.readFile("artifacts/artifacts.json");
        address controller = _create(vm.parseJsonBytes(artifacts, ".contracts.ConduitController.bytecode"));
        seaport = ConsiderationInterface(
            _create(abi.encodePacked(vm.parseJsonBytes(artifacts, ".contracts.Seaport.bytecode"), abi.encode(controller)))
        );
        (string memory version,,) = seaport.information();
        vm.assertEq(version, "1.6", "Seaport 1.6");

        zone = new MarketplaceZone(address(this), vm.addr(SIGNER_KEY));
        nft = new MarketplaceERC721("Marketplace", "MKT");
        seller = vm.addr(SELLER_KEY);
        buyer = makeAddr("buyer");
        vm.deal(buyer, 10 ether);
        vm.startPrank(seller);
        nft.mint(seller, "ipfs://one", seller, 0);
        nft.mint(seller, "ipfs://two", seller, 0);
        nft.setApprovalForAll(address(seaport), true);
        vm.stopPrank();
    }

    function _create(bytes memory initCode) internal returns (address deployed) {
        assembly {
            deployed := create(0, add(initCode, 0x20), mload(initCode))
        }
        vm.assertTrue(deployed != address(0), "deployment from the artifact");
    }

    /// @dev A listing as the marketplace builds it: restricted to the zone, zoneHash zero.
    function _listing(uint256 tokenId) internal view returns (OrderParameters memory parameters) {
        OfferItem[] memory offer = new OfferItem[](1);
        offer[0] = OfferItem(ItemType.ERC721, address(nft), tokenId, 1, 1);
        ConsiderationItem[] memory consideration = new ConsiderationItem[](1);
        consideration[0] = ConsiderationItem(ItemType.NATIVE, address(0), 0, PRICE, PRICE, payable(seller));
        parameters = OrderParameters({
            offerer: seller,
            zone: address(zone),
            offer: offer,
            consideration: consideration,
            orderType: OrderType.FULL_RESTRICTED,
            startTime: block.timestamp - 1,
            endTime: block.timestamp + 1 days,
            zoneHash: bytes32(0),
            salt: tokenId,
            conduitKey: bytes32(0),
            totalOriginalConsiderationItems: 1
        });
    }

    function _orderHash(OrderParameters memory p) internal view returns (bytes32) {
        return seaport.getOrderHash(
            OrderComponents(
                p.offerer,
                p.zone,
                p.offer,
                p.consideration,
                p.orderType,
                p.startTime,
                p.endTime,
                p.zoneHash,
                p.salt,
                p.conduitKey,
                seaport.getCounter(p.offerer)
            )
        );
    }

    function _sellerSignature(bytes32 orderHash) internal view returns (bytes memory) {
        (, bytes32 domainSeparator,) = seaport.information();
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(SELLER_KEY, keccak256(abi.encodePacked("\x19\x01", domainSeparator, orderHash)));
        return abi.encodePacked(r, s, v);
    }

    /// @dev The signed listing with the zone's authorisation for `fulfiller` in extraData.
    function _authorised(uint256 tokenId, address fulfiller, uint64 expiry) internal view returns (AdvancedOrder memory) {
        OrderParameters memory parameters = _listing(tokenId);
        bytes32 orderHash = _orderHash(parameters);
        return AdvancedOrder({
            parameters: parameters,
            numerator: 1,
            denominator: 1,
            signature: _sellerSignature(orderHash),
            extraData: _extraData(SIGNER_KEY, address(zone), orderHash, fulfiller, expiry)
        });
    }

    function _fill(AdvancedOrder memory order) internal {
        vm.prank(buyer);
        seaport.fulfillAdvancedOrder{value: PRICE}(order, new CriteriaResolver[](0), bytes32(0), buyer);
    }

    function test_fillsWithAFreshAuthorisation() public {
        _fill(_authorised(1, buyer, uint64(block.timestamp + 600)));
        vm.assertEq(nft.ownerOf(1), buyer, "the buyer holds the NFT");
        vm.assertEq(seller.balance, PRICE, "the seller is paid");
        vm.assertEq(buyer.balance, 10 ether - PRICE, "the buyer paid the price");
    }

    function test_refusesAnAuthorisationForAnotherBuyer() public {
        AdvancedOrder memory order = _authorised(1, makeAddr("someone else"), uint64(block.timestamp + 600));
        vm.expectPartialRevert(MarketplaceZone.InvalidAuthorizer.selector);
        _fill(order);
        vm.assertEq(nft.ownerOf(1), seller, "nothing moved");
    }

    function test_refusesAnExpiredAuthorisation() public {
        uint64 expiry = uint64(block.timestamp + 600);
        AdvancedOrder memory order = _authorised(1, buyer, expiry);
        vm.warp(uint256(expiry) + 1);
        vm.expectRevert(abi.encodeWithSelector(MarketplaceZone.AuthorizationExpired.selector, expiry));
        _fill(order);
    }

    /// @dev docs/security.md row 4: a kept signed order is useless without a fresh authorisation,
    ///      whichever Seaport entry point carries it.
    function test_refusesTheSignedOrderWithoutAuthorisation() public {
        AdvancedOrder memory order = _authorised(1, buyer, uint64(block.timestamp + 600));
        order.extraData = "";
        vm.expectRevert(MarketplaceZone.InvalidExtraData.selector);
        _fill(order);

        OrderParameters memory p = order.parameters;
        BasicOrderParameters memory basic = BasicOrderParameters({
            considerationToken: address(0),
            considerationIdentifier: 0,
            considerationAmount: PRICE,
            offerer: payable(seller),
            zone: address(zone),
            offerToken: address(nft),
            offerIdentifier: 1,
            offerAmount: 1,
            basicOrderType: BasicOrderType.ETH_TO_ERC721_FULL_RESTRICTED,
            startTime: p.startTime,
            endTime: p.endTime,
            zoneHash: bytes32(0),
            salt: p.salt,
            offererConduitKey: bytes32(0),
            fulfillerConduitKey: bytes32(0),
            totalOriginalAdditionalRecipients: 0,
            additionalRecipients: new AdditionalRecipient[](0),
            signature: order.signature
        });
        vm.prank(buyer);
        vm.expectRevert(MarketplaceZone.InvalidExtraData.selector);
        seaport.fulfillBasicOrder{value: PRICE}(basic);
        vm.assertEq(nft.ownerOf(1), seller, "nothing moved");
    }

    function test_rotationVoidsIssuedAuthorisations() public {
        AdvancedOrder memory order = _authorised(1, buyer, uint64(block.timestamp + 600));
        zone.setSigner(makeAddr("new signer"));
        vm.expectPartialRevert(MarketplaceZone.InvalidAuthorizer.selector);
        _fill(order);
    }

    /// @dev A cart: the order whose authorisation fails is skipped and not charged.
    function test_cartSkipsAnUnauthorisedOrderAndRefundsIt() public {
        AdvancedOrder[] memory orders = new AdvancedOrder[](2);
        orders[0] = _authorised(1, buyer, uint64(block.timestamp + 600));
        orders[1] = _authorised(2, makeAddr("someone else"), uint64(block.timestamp + 600));
        FulfillmentComponent[][] memory offers = new FulfillmentComponent[][](2);
        FulfillmentComponent[][] memory considerations = new FulfillmentComponent[][](2);
        for (uint256 i = 0; i < 2; i++) {
            offers[i] = new FulfillmentComponent[](1);
            offers[i][0] = FulfillmentComponent(i, 0);
            considerations[i] = new FulfillmentComponent[](1);
            considerations[i][0] = FulfillmentComponent(i, 0);
        }
        vm.prank(buyer);
        (bool[] memory available,) = seaport.fulfillAvailableAdvancedOrders{value: 2 * PRICE}(
            orders, new CriteriaResolver[](0), offers, considerations, bytes32(0), buyer, 2
        );
        vm.assertTrue(available[0], "the authorised order is filled");
        vm.assertFalse(available[1], "the other is skipped");
        vm.assertEq(nft.ownerOf(1), buyer, "first NFT bought");
        vm.assertEq(nft.ownerOf(2), seller, "second NFT stays");
        vm.assertEq(buyer.balance, 10 ether - PRICE, "charged for one order only");
    }
}
