// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {DropERC721} from "../contracts/drops/DropERC721.sol";
import {DropFactory} from "../contracts/drops/DropFactory.sol";
import {DropPaymentToken, ReentrantCreator, ReentrantMinter} from "./helpers/DropMocks.sol";
import {TestBase} from "./utils/TestBase.sol";

/// @dev The drop contract (docs/decisions/046-drop-contract.md): caps, limits, phases, proofs, the payment split to the
///      wei, reentrancy through hostile receivers, fuzzed quantities and prices.
contract DropERC721Test is TestBase {
    DropFactory internal factory;
    DropPaymentToken internal token;
    address internal creator = makeAddr("creator");
    address internal feeRecipient = makeAddr("feeRecipient");
    address internal alice = makeAddr("alice");
    address internal bob = makeAddr("bob");
    address internal carol = makeAddr("carol");
    address internal dave = makeAddr("dave");

    uint64 internal constant T0 = 1_800_000_000;
    uint16 internal constant FEE_BPS = 250;

    function setUp() public {
        vm.warp(T0);
        token = new DropPaymentToken();
        address[] memory tokens = new address[](1);
        tokens[0] = address(token);
        factory = new DropFactory(address(this), feeRecipient, FEE_BPS, tokens);
    }

    // ---- helpers -------------------------------------------------------------------------------------------

    function _config(uint256 price, uint32 supply, uint32 perWallet) internal pure returns (DropERC721.Config memory c) {
        c.name = "Drop";
        c.symbol = "DRP";
        c.baseURI = "https://example.test/meta/";
        c.royaltyBps = 500;
        c.price = price;
        c.maxSupply = supply;
        c.perWalletLimit = perWallet;
        c.startTime = T0 + 100;
        c.publicStartTime = T0 + 100;
        c.endTime = T0 + 1000;
    }

    function _create(DropERC721.Config memory c, bytes32 salt) internal returns (DropERC721 drop) {
        vm.prank(creator);
        drop = DropERC721(factory.createDrop(c, salt));
    }

    function _hashPair(bytes32 a, bytes32 b) internal pure returns (bytes32) {
        return a < b ? keccak256(abi.encodePacked(a, b)) : keccak256(abi.encodePacked(b, a));
    }

    function _leaf(address account) internal pure returns (bytes32) {
        return keccak256(bytes.concat(keccak256(abi.encode(account))));
    }

    /// @dev A four-leaf tree over alice, bob, carol, dave (sorted pairs, as OpenZeppelin's MerkleProof expects).
    function _tree() internal view returns (bytes32 root, bytes32[][4] memory proofs) {
        bytes32[4] memory leaves = [_leaf(alice), _leaf(bob), _leaf(carol), _leaf(dave)];
        bytes32 left = _hashPair(leaves[0], leaves[1]);
        bytes32 right = _hashPair(leaves[2], leaves[3]);
        root = _hashPair(left, right);
        for (uint256 i = 0; i < 4; ++i) {
            proofs[i] = new bytes32[](2);
            proofs[i][0] = leaves[i ^ 1];
            proofs[i][1] = i < 2 ? right : left;
        }
    }

    function _allowlistDrop(uint256 price, uint32 supply, uint32 perWallet) internal returns (DropERC721 drop, bytes32[][4] memory proofs) {
        bytes32 root;
        (root, proofs) = _tree();
        DropERC721.Config memory c = _config(price, supply, perWallet);
        c.merkleRoot = root;
        c.publicStartTime = T0 + 500;
        drop = _create(c, bytes32(uint256(7)));
    }

    function _mint(DropERC721 drop, address who, uint256 quantity, bytes32[] memory proof) internal {
        uint256 cost = drop.price() * quantity;
        vm.deal(who, who.balance + cost);
        vm.prank(who);
        drop.mint{value: cost}(quantity, proof);
    }

    function _none() internal pure returns (bytes32[] memory) {
        return new bytes32[](0);
    }

    // ---- factory and initialisation -------------------------------------------------------------------------

    function test_factory_predictsTheCloneAndSetsItUp() public {
        bytes32 salt = keccak256("drop-1");
        address predicted = factory.predictDrop(creator, salt);
        vm.recordLogs();
        DropERC721 drop = _create(_config(1 ether, 10, 3), salt);
        vm.assertEq(address(drop), predicted, "deterministic clone address");
        vm.assertEq(drop.creator(), creator, "creator is the sender");
        vm.assertEq(address(drop.factory()), address(factory), "factory");
        vm.assertEq(drop.name(), "Drop", "name from initialiser storage");
        vm.assertEq(drop.symbol(), "DRP", "symbol");
        vm.assertEq(uint256(drop.feeBps()), FEE_BPS, "fee snapshot");
        (address receiver, uint256 royalty) = drop.royaltyInfo(1, 10_000);
        vm.assertEq(receiver, creator, "royalty to the creator by default");
        vm.assertEq(royalty, 500, "5% royalty");
        vm.assertTrue(drop.supportsInterface(0x2a55205a) && drop.supportsInterface(0x80ac58cd), "ERC-2981 and ERC-721");
        vm.assertEq(vm.getRecordedLogs().length > 0, true, "events emitted");
        // Another creator with the same salt gets another address.
        vm.assertTrue(factory.predictDrop(alice, salt) != predicted, "salt is per creator");
    }

    function test_initialize_onlyOnce_andNeverOnTheImplementation() public {
        DropERC721 drop = _create(_config(0, 10, 3), bytes32(0));
        DropERC721.Config memory c = _config(0, 10, 3);
        vm.expectRevert(DropERC721.AlreadyInitialized.selector);
        drop.initialize(alice, c, 0);
        DropERC721 implementation = DropERC721(factory.implementation());
        vm.expectRevert(DropERC721.AlreadyInitialized.selector);
        implementation.initialize(alice, c, 0);
    }

    function test_factory_refusesAnUnlistedToken_andBadConfigs() public {
        DropERC721.Config memory c = _config(1, 10, 3);
        c.paymentToken = address(0xdead);
        vm.expectRevert(abi.encodeWithSelector(DropFactory.PaymentTokenNotAllowed.selector, address(0xdead)));
        factory.createDrop(c, 0);
        c = _config(1, 0, 3);
        vm.expectRevert(abi.encodeWithSelector(DropERC721.InvalidConfig.selector, "maxSupply"));
        factory.createDrop(c, 0);
        c = _config(1, 10, 3);
        c.endTime = c.startTime;
        vm.expectRevert(abi.encodeWithSelector(DropERC721.InvalidConfig.selector, "endTime"));
        factory.createDrop(c, 0);
        c = _config(1, 10, 3);
        c.merkleRoot = bytes32(uint256(1)); // an allowlist needs a public start strictly inside the sale
        vm.expectRevert(abi.encodeWithSelector(DropERC721.InvalidConfig.selector, "publicStartTime"));
        factory.createDrop(c, 0);
        c = _config(1, 10, 3);
        c.royaltyBps = 1001;
        vm.expectRevert(abi.encodeWithSelector(DropERC721.InvalidConfig.selector, "royaltyBps"));
        factory.createDrop(c, 0);
    }

    function test_factory_onlyTheOwnerSetsFeesAndTokens() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        factory.setFee(alice, 1);
        vm.expectRevert(abi.encodeWithSelector(DropFactory.FeeTooHigh.selector, uint16(1001)));
        factory.setFee(alice, 1001);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        factory.setPaymentToken(alice, true);
    }

    // ---- phases, caps and limits ----------------------------------------------------------------------------

    function test_mint_onlyBetweenStartAndEnd() public {
        DropERC721 drop = _create(_config(1 ether, 10, 3), 0);
        vm.deal(alice, 10 ether);
        vm.prank(alice);
        vm.expectRevert(DropERC721.NotLive.selector);
        drop.mint{value: 1 ether}(1, _none());
        vm.assertEq(drop.phase(), "upcoming", "before the start");
        vm.warp(T0 + 100);
        vm.assertEq(drop.phase(), "public", "no allowlist: public at the start");
        _mint(drop, alice, 1, _none());
        vm.assertEq(drop.ownerOf(1), alice, "token 1");
        vm.assertEq(drop.tokenURI(1), "https://example.test/meta/1", "base URI + id");
        vm.warp(T0 + 1000);
        vm.assertEq(drop.phase(), "ended", "at the end");
        vm.prank(alice);
        vm.expectRevert(DropERC721.NotLive.selector);
        drop.mint{value: 1 ether}(1, _none());
    }

    function test_mint_capsTheSupply_withSequentialIds() public {
        DropERC721 drop = _create(_config(0.1 ether, 5, 5), 0);
        vm.warp(T0 + 100);
        _mint(drop, alice, 3, _none());
        vm.deal(bob, 1 ether);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(DropERC721.SoldOut.selector, 2));
        drop.mint{value: 0.3 ether}(3, _none());
        _mint(drop, bob, 2, _none());
        vm.assertEq(drop.ownerOf(4), bob, "ids continue at 4");
        vm.assertEq(drop.ownerOf(5), bob, "last id 5");
        vm.assertEq(uint256(drop.totalMinted()), 5, "all minted");
        vm.assertEq(drop.phase(), "soldOut", "sold out");
        vm.prank(carol);
        vm.expectRevert(abi.encodeWithSelector(DropERC721.SoldOut.selector, 0));
        drop.mint(1, _none());
    }

    function test_mint_perWalletLimit_andExactPayment() public {
        DropERC721 drop = _create(_config(1 ether, 100, 2), 0);
        vm.warp(T0 + 100);
        vm.deal(alice, 10 ether);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(DropERC721.WrongPayment.selector, 1 ether, 0.5 ether));
        drop.mint{value: 0.5 ether}(1, _none());
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(DropERC721.WrongPayment.selector, 1 ether, 2 ether));
        drop.mint{value: 2 ether}(1, _none());
        vm.prank(alice);
        vm.expectRevert(DropERC721.InvalidQuantity.selector);
        drop.mint(0, _none());
        _mint(drop, alice, 2, _none());
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(DropERC721.WalletLimit.selector, 0));
        drop.mint{value: 1 ether}(1, _none());
        vm.assertEq(drop.mintedBy(alice), 2, "minted by alice");
        vm.assertEq(address(drop).balance, 2 ether, "proceeds held");
    }

    // ---- allowlist ------------------------------------------------------------------------------------------

    function test_allowlist_phaseNeedsAValidProof_thenPublic() public {
        (DropERC721 drop, bytes32[][4] memory proofs) = _allowlistDrop(0.01 ether, 20, 3);
        vm.warp(T0 + 100);
        vm.assertEq(drop.phase(), "allowlist", "allowlist phase");
        _mint(drop, alice, 2, proofs[0]);
        _mint(drop, dave, 1, proofs[3]);
        // Someone else's proof, no proof, and a proof from the sender's own list entry used by a stranger.
        address stranger = makeAddr("stranger");
        vm.deal(stranger, 1 ether);
        vm.prank(stranger);
        vm.expectRevert(DropERC721.NotAllowlisted.selector);
        drop.mint{value: 0.01 ether}(1, proofs[0]);
        vm.prank(stranger);
        vm.expectRevert(DropERC721.NotAllowlisted.selector);
        drop.mint{value: 0.01 ether}(1, _none());
        vm.deal(bob, 1 ether);
        vm.prank(bob);
        vm.expectRevert(DropERC721.NotAllowlisted.selector);
        drop.mint{value: 0.01 ether}(1, proofs[2]); // carol's proof
        // Public phase: anyone, no proof; the wallet limit spans both phases.
        vm.warp(T0 + 500);
        vm.assertEq(drop.phase(), "public", "public phase");
        _mint(drop, stranger, 1, _none());
        _mint(drop, alice, 1, _none());
        vm.deal(alice, 1 ether);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(DropERC721.WalletLimit.selector, 0));
        drop.mint{value: 0.01 ether}(1, _none());
        vm.assertEq(uint256(drop.totalMinted()), 5, "2 + 1 + 1 + 1");
    }

    // ---- payment split --------------------------------------------------------------------------------------

    function test_withdraw_splitsNativeExactlyToTheWei() public {
        DropERC721 drop = _create(_config(0.123456789012345677 ether, 100, 10), 0);
        vm.warp(T0 + 100);
        _mint(drop, alice, 3, _none());
        _mint(drop, bob, 4, _none());
        uint256 total = 0.123456789012345677 ether * 7;
        uint256 fee = (total * FEE_BPS) / 10_000;
        vm.assertEq(address(drop).balance, total, "held");
        vm.prank(carol); // anyone may trigger it; the recipients are fixed
        drop.withdraw();
        vm.assertEq(feeRecipient.balance, fee, "fee = floor(total * bps / 10000)");
        vm.assertEq(creator.balance, total - fee, "creator gets the rest");
        vm.assertEq(feeRecipient.balance + creator.balance, total, "nothing lost");
        vm.assertEq(address(drop).balance, 0, "emptied");
        vm.expectRevert(DropERC721.NothingToWithdraw.selector);
        drop.withdraw();
    }

    function test_withdraw_followsTheFactoryFeeRecipient_keepsTheSnapshotFee() public {
        DropERC721 drop = _create(_config(1 ether, 10, 10), 0);
        address newRecipient = makeAddr("newRecipient");
        factory.setFee(newRecipient, 900);
        vm.warp(T0 + 100);
        _mint(drop, alice, 1, _none());
        drop.withdraw();
        vm.assertEq(newRecipient.balance, 0.025 ether, "2.5% (the drop's fee) to the current recipient");
        vm.assertEq(creator.balance, 0.975 ether, "creator");
    }

    function test_erc20Price_pullsWithTransferFrom_andSplits() public {
        DropERC721.Config memory c = _config(1_000_003, 10, 5);
        c.paymentToken = address(token);
        DropERC721 drop = _create(c, 0);
        vm.warp(T0 + 100);
        token.mint(alice, 10_000_000);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(drop), 0, 3_000_009));
        drop.mint(3, _none());
        vm.deal(alice, 1 ether);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(DropERC721.WrongPayment.selector, 0, 1));
        drop.mint{value: 1}(3, _none());
        vm.prank(alice);
        token.approve(address(drop), 3_000_009);
        vm.prank(alice);
        drop.mint(3, _none());
        vm.assertEq(token.balanceOf(address(drop)), 3_000_009, "pulled");
        drop.withdraw();
        uint256 fee = (uint256(3_000_009) * FEE_BPS) / 10_000; // 75000.225 -> 75000
        vm.assertEq(token.balanceOf(feeRecipient), fee, "fee");
        vm.assertEq(token.balanceOf(creator), 3_000_009 - fee, "creator");
    }

    // ---- reentrancy -----------------------------------------------------------------------------------------

    function test_reentrancy_throughAHostileMinterReverts() public {
        DropERC721 drop = _create(_config(0, 10, 10), 0);
        vm.warp(T0 + 100);
        ReentrantMinter attacker = new ReentrantMinter(drop);
        attacker.mint(1);
        vm.assertEq(attacker.received(), 1, "well-behaved receiver mints");
        attacker.setAttack(true);
        vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        attacker.mint(1);
        vm.assertEq(uint256(drop.totalMinted()), 1, "nothing more minted");
        vm.assertEq(drop.mintedBy(address(attacker)), 1, "count intact");
    }

    function test_reentrancy_throughAHostileCreatorReverts() public {
        ReentrantCreator hostile = new ReentrantCreator();
        DropERC721 drop = DropERC721(hostile.create(address(factory), _config(1 ether, 10, 10), 0));
        vm.warp(T0 + 100);
        _mint(drop, alice, 2, _none());
        hostile.setDrop(drop, 1);
        vm.expectRevert(DropERC721.PaymentFailed.selector);
        drop.withdraw();
        hostile.setDrop(drop, 2);
        vm.expectRevert(DropERC721.PaymentFailed.selector);
        drop.withdraw();
        vm.assertEq(address(drop).balance, 2 ether, "nothing left the drop");
        vm.assertEq(feeRecipient.balance, 0, "fee not paid twice or once");
        hostile.setDrop(drop, 0);
        drop.withdraw();
        vm.assertEq(hostile.paid(), 2 ether - 0.05 ether, "paid once when it behaves");
    }

    // ---- fuzzing --------------------------------------------------------------------------------------------

    function testFuzz_mintAndWithdraw_splitIsExact(uint256 price, uint256 quantity, uint16 feeBps) public {
        price = bound(price, 0, 1e30);
        quantity = bound(quantity, 1, 20);
        feeBps = uint16(bound(feeBps, 0, 1000));
        factory.setFee(feeRecipient, feeBps);
        DropERC721 drop = _create(_config(price, 20, 20), 0);
        vm.warp(T0 + 100);
        _mint(drop, alice, quantity, _none());
        vm.assertEq(uint256(drop.totalMinted()), quantity, "minted");
        vm.assertEq(drop.balanceOf(alice), quantity, "owned");
        uint256 total = price * quantity;
        vm.assertEq(address(drop).balance, total, "paid exactly price * quantity");
        if (total == 0) return;
        drop.withdraw();
        vm.assertEq(feeRecipient.balance + creator.balance, total, "split adds up to the wei");
        vm.assertEq(feeRecipient.balance, (total * feeBps) / 10_000, "fee rounded down");
    }

    function testFuzz_quantityBeyondTheLimitsIsRefused(uint256 supply, uint256 perWallet, uint256 quantity) public {
        supply = bound(supply, 1, 50);
        perWallet = bound(perWallet, 1, 50);
        quantity = bound(quantity, 1, 100);
        DropERC721 drop = _create(_config(0, uint32(supply), uint32(perWallet)), 0);
        vm.warp(T0 + 100);
        vm.prank(alice);
        if (quantity > supply) {
            vm.expectRevert(abi.encodeWithSelector(DropERC721.SoldOut.selector, supply));
        } else if (quantity > perWallet) {
            vm.expectRevert(abi.encodeWithSelector(DropERC721.WalletLimit.selector, perWallet));
        }
        drop.mint(quantity, _none());
        uint256 expected = quantity > supply || quantity > perWallet ? 0 : quantity;
        vm.assertEq(uint256(drop.totalMinted()), expected, "minted only within both limits");
    }
}
